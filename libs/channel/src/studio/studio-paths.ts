/** The creator studio: the signed-in member's own channel's dashboard, analytics and overlay settings. */
export const STUDIO_PATH = '/studio';
export const STUDIO_ROUTE_PATH = 'studio';
/** The OBS browser source: no sign-in, the secret in the path is the key. */
export const OVERLAY_ROUTE_PATH = 'overlay/:secret';
export const overlayPath = (secret: string) => `/overlay/${secret}`;
