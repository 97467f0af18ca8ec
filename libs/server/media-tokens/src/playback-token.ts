import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a playback token opens: one live channel (`live/{channelId}`: its HTTP-FLV and live
 * playlist) or one broadcast's files (`vod/{broadcastId}`: the segments a live playlist names and
 * the recording's playlist) or one clip (`clip/{clipId}`: its MP4). A token for one never opens another.
 */
export type PlaybackScope = `live/${number}` | `vod/${number}` | `clip/${number}`;

/** The query parameter that carries a token on every playback URL. */
export const PLAYBACK_TOKEN_PARAM = 'token';

/**
 * Playback tokens: `{expires}.{signature}`, an HMAC over the scope and the expiry under a key
 * derived from MEDIA_SHARED_SECRET for this purpose alone (the secret itself also authenticates the
 * media app's internal calls, and a token must never be usable as that). Stateless, so every media
 * node checks a token the API issued without asking anyone; what the API closed since (a recording
 * hidden or deleted) reaches the nodes by their heartbeat (docs/media.md, "Closed recordings and clips").
 */
export function playbackTokens(sharedSecret: string) {
  const key = createHmac('sha256', sharedSecret).update('onair/playback-token/v1').digest();
  const sign = (scope: string, expires: number) =>
    createHmac('sha256', key).update(`${scope}|${expires}`).digest('base64url').slice(0, 32);

  return {
    /** A token for the scope until `expires` (unix seconds). */
    issue(scope: PlaybackScope, expires: number): string {
      return `${expires}.${sign(scope, expires)}`;
    },
    /** True when the token was issued for this scope and has not expired. */
    opens(token: unknown, scope: PlaybackScope, nowMs = Date.now()): boolean {
      if (typeof token !== 'string' || token.length > 64) return false;
      const dot = token.indexOf('.');
      const expires = token.slice(0, dot);
      if (dot < 1 || !/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= nowMs) return false;
      const given = Buffer.from(token.slice(dot + 1));
      const expected = Buffer.from(sign(scope, Number(expires)));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type PlaybackTokens = ReturnType<typeof playbackTokens>;

/**
 * When a token expires (unix seconds), read without checking it: what a closed scope's bound is
 * compared with, once opens() has accepted the token.
 */
export function expiryOf(token: string): number | null {
  const expires = /^(\d{1,12})\./.exec(token)?.[1];
  return expires === undefined ? null : Number(expires);
}

/** The token of a playback URL's query string, if any. */
export function tokenOfUrl(url: string | undefined): string | null {
  const query = (url ?? '').split('?')[1];
  return query === undefined ? null : new URLSearchParams(query).get(PLAYBACK_TOKEN_PARAM);
}
