/**
 * Tokens already verified, with their claims, until they expire. An access token is trusted without
 * a database read, so its verification is a pure function of the token and the clock: a repeat (one
 * viewer sends many requests with one token) is answered from memory without the HMAC, the base64
 * and the JSON parse of hs256.ts.
 * Bounded: when full, the oldest half is dropped (Map keeps insertion order).
 */
export function verifiedTokenMemo<Claims>(capacity = 20_000) {
  const entries = new Map<string, { claims: Claims; expiresAtMs: number }>();

  return {
    get(token: string, nowMs = Date.now()): Claims | undefined {
      const entry = entries.get(token);
      if (!entry) return undefined;
      if (nowMs >= entry.expiresAtMs) {
        entries.delete(token);
        return undefined;
      }
      return entry.claims;
    },
    remember(token: string, claims: Claims, expiresAtMs: number) {
      if (entries.size >= capacity) {
        let toDrop = Math.ceil(capacity / 2);
        for (const key of entries.keys()) {
          entries.delete(key);
          if (--toDrop === 0) break;
        }
      }
      entries.set(token, { claims, expiresAtMs });
    },
    get size() {
      return entries.size;
    },
  };
}
