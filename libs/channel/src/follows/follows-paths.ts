/** The phone's followed channels (the desktop's are in the sidebar). */
export const FOLLOWS_ROUTE_PATH = 'follows';
export const FOLLOWS_PATH = '/follows';
