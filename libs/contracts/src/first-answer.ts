import { PAGE_SIZES } from './limits';

/**
 * The GET a page's first screen waits for, asked before the app's code has loaded: by the
 * document's inline shell script (tools/vite brand-shell), which leaves the answer on the window
 * for the app (libs/shell first-answer) to take instead of asking again.
 */
export const FIRST_ANSWER = {
  /** The window property the shell script leaves `{ url, answer }` on. */
  global: 'onairFirstAnswer',
  /** The home's channel list, as ChannelGrid asks for it. */
  homePath: `/api/guest/channels?size=${PAGE_SIZES.streams}`,
  /** A live room's page: its channel id is the one capture. */
  livePage: '^/live/([1-9]\\d{0,14})/?$',
  /** The live room's channel, as LivePage asks for it, before the id. */
  liveChannelPath: '/api/guest/channel/',
  /** The home shows its first two cards' pictures at once (ChannelGrid's eager cards); the room, its poster. */
  picturesAtOnce: 2,
} as const;
