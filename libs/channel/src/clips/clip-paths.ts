import { channelPath } from '../channel/channel-paths';

/** A clip's own page, the address its share link copies. */
export const CLIP_ROUTE_PATH = '/clip/:clipId';
export const clipPath = (clipId: number) => `/clip/${clipId}`;
/** The channel page's clips tab. */
export const channelClipsPath = (channelId: number) => `${channelPath(channelId)}/clips`;

/** The lengths a viewer picks from (the API takes any 5-60 s). */
export const CLIP_LENGTHS = [10, 30, 60] as const;
