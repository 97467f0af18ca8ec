import { channelPath } from '../channel/channel-paths';

/** The channel page's replays tab and one recording's page (SPEC.md section 2 leaves them to us). */
export const channelReplaysPath = (channelId: number) => `${channelPath(channelId)}/replays`;
export const replayPath = (channelId: number, recordedStreamId: number) =>
  `${channelReplaysPath(channelId)}/${recordedStreamId}`;
