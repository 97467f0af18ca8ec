import { expiryOf, type PlaybackScope } from '@onair/media-tokens';

/** The closed scopes as the API's heartbeat answers them (apps/api streams/playback-closures.ts). */
export type ClosedScopesUpdate = { version: string; scopes: Array<{ scope: string; until: number }> };

const SCOPE = /^(vod|clip)\/\d{1,10}$/;

/**
 * The recordings and clips closed since the live tokens were signed (docs/media.md, "Closed
 * recordings and clips"): a playback token is a stateless HMAC, so without this a URL handed out
 * before a hide or a deletion would play on every node until it expires. The API sends the whole
 * list at a heartbeat when it changed; a node keeps the last one it got while the API is away.
 */
export function closedScopes() {
  let version: string | undefined;
  let until = new Map<string, number>();
  return {
    /** The version held, sent with each heartbeat so an unchanged list is not sent again. */
    version: () => version,
    replace(update: ClosedScopesUpdate) {
      const next = new Map<string, number>();
      for (const { scope, until: bound } of update.scopes) {
        if (SCOPE.test(scope) && Number.isFinite(bound)) next.set(scope, Math.max(bound, next.get(scope) ?? 0));
      }
      until = next;
      version = update.version;
    },
    /** True for a token signed before its scope closed (it expires by the bound); the owner's later ones pass. */
    refuses(scope: PlaybackScope, token: string): boolean {
      const bound = until.get(scope);
      if (bound === undefined) return false;
      const expires = expiryOf(token);
      return expires === null || expires <= bound;
    },
    size: () => until.size,
  };
}

export type ClosedScopes = ReturnType<typeof closedScopes>;
