export { PLAYBACK_TOKEN_PARAM, expiryOf, playbackTokens, tokenOfUrl } from './playback-token';
export type { PlaybackScope, PlaybackTokens } from './playback-token';
