/** The channel page and its tabs, relative to the site layout (SPEC.md section 2 leaves them to us). */
export const CHANNEL_ROUTE_PATH = 'channel/:channelId';

/** The owner's own channel settings. */
export const MY_CHANNEL_ROUTE_PATH = 'my/channel';
export const MY_CHANNEL_PATH = `/${MY_CHANNEL_ROUTE_PATH}`;

export const channelPath = (channelId: number) => `/channel/${channelId}`;
export const channelNoticesPath = (channelId: number) => `${channelPath(channelId)}/notices`;
export const noticePath = (channelId: number, noticeId: number) => `${channelNoticesPath(channelId)}/${noticeId}`;
export const newNoticePath = (channelId: number) => `${channelNoticesPath(channelId)}/new`;
export const editNoticePath = (channelId: number, noticeId: number) => `${noticePath(channelId, noticeId)}/edit`;
export const channelBoardPath = (channelId: number) => `${channelPath(channelId)}/board`;
export const postPath = (channelId: number, boardId: number) => `${channelBoardPath(channelId)}/${boardId}`;
export const newPostPath = (channelId: number) => `${channelBoardPath(channelId)}/new`;
export const editPostPath = (channelId: number, boardId: number) => `${postPath(channelId, boardId)}/edit`;
