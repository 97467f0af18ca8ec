export { PLAYBACK_TOKEN_PARAM, playbackTokens, tokenOfUrl } from './playback-token';
export type { PlaybackScope, PlaybackTokens } from './playback-token';
