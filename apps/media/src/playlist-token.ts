import { PLAYBACK_TOKEN_PARAM } from '@onair/media-tokens';

/**
 * A playlist whose segment URIs carry the playback token: a player fetches each segment by the URI
 * the playlist names, and the media app wants the token on every file of a broadcast.
 */
export function withSegmentToken(playlist: string, token: string): string {
  const query = `${PLAYBACK_TOKEN_PARAM}=${encodeURIComponent(token)}`;
  return playlist
    .split('\n')
    .map((line) => {
      const uri = line.trim();
      if (uri === '' || uri.startsWith('#')) return line;
      return `${uri}${uri.includes('?') ? '&' : '?'}${query}`;
    })
    .join('\n');
}
