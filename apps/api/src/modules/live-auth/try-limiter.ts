import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** At most `tries` counted within any sliding `windowMs`. */
export type TryRule = { tries: number; windowMs: number };
export type LimitedKey = { key: string; rule: TryRule };

export type TryReservation =
  | { allowed: true; /** Takes the try back: it did not count (a right password). */ release(): Promise<void> }
  | { allowed: false; /** Which of the keys holds the try back longest. */ index: number; retryAfterMs: number };

/**
 * Tries counted against several keys at once (a viewer, an address, a room). A try is reserved on
 * every key before the slow check it guards and released when it turns out not to count, so a
 * burst of parallel tries cannot slip past the limit while the first ones are still being checked.
 */
export type TryLimiter = {
  /** Counts one try on every key, or none when any key is at its limit (then: how long until one frees). */
  reserve(keys: LimitedKey[]): Promise<TryReservation>;
  close(): Promise<void>;
};

type Entry = { at: number; id: string };

/** One node's own counts: what a single node needs; with several nodes, redisTryLimiter. */
export function memoryTryLimiter(now: () => number = Date.now): TryLimiter {
  const tries = new Map<string, { entries: Entry[]; windowMs: number }>();
  const recent = (key: string, windowMs: number, at: number) =>
    (tries.get(key)?.entries ?? []).filter((entry) => entry.at > at - windowMs);
  // Keys whose tries all left their window are forgotten, so the map stays as large as the recent tries.
  const sweep = setInterval(() => {
    const at = now();
    for (const [key, { entries, windowMs }] of tries) if ((entries.at(-1)?.at ?? 0) <= at - windowMs) tries.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async reserve(keys) {
      const at = now();
      let refusal: { index: number; retryAfterMs: number } | null = null;
      keys.forEach(({ key, rule }, index) => {
        const entries = recent(key, rule.windowMs, at);
        if (entries.length < rule.tries) return;
        const freesAt = (entries[entries.length - rule.tries]?.at ?? at) + rule.windowMs;
        if (!refusal || freesAt - at > refusal.retryAfterMs) refusal = { index, retryAfterMs: freesAt - at };
      });
      if (refusal) return { allowed: false, ...(refusal as { index: number; retryAfterMs: number }) };
      const id = randomUUID();
      for (const { key, rule } of keys) {
        tries.set(key, { entries: [...recent(key, rule.windowMs, at), { at, id }], windowMs: rule.windowMs });
      }
      return {
        allowed: true,
        async release() {
          for (const { key } of keys) {
            const kept = tries.get(key);
            if (kept) kept.entries = kept.entries.filter((entry) => entry.id !== id);
          }
        },
      };
    },
    close: async () => clearInterval(sweep),
  };
}

// Per key: a sorted set of try times. ARGV: the try's id, then window and tries per key. Answers
// {0, 0} when counted, else {the 1-based key that holds longest, ms until it frees}. Redis's own
// clock, so nodes with skewed clocks agree.
const RESERVE_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local worst, wait = 0, 0
for i = 1, #KEYS do
  local window, limit = tonumber(ARGV[i * 2]), tonumber(ARGV[i * 2 + 1])
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now - window)
  local count = redis.call('ZCARD', KEYS[i])
  if count >= limit then
    local freeing = redis.call('ZRANGE', KEYS[i], count - limit, count - limit, 'WITHSCORES')
    local frees = tonumber(freeing[2]) + window - now
    if frees > wait or worst == 0 then worst, wait = i, frees end
  end
end
if worst > 0 then return {worst, wait} end
for i = 1, #KEYS do
  redis.call('ZADD', KEYS[i], now, ARGV[1])
  redis.call('PEXPIRE', KEYS[i], tonumber(ARGV[i * 2]))
end
return {0, 0}`;

/**
 * Shared by every node through Redis, so a guesser gains nothing by spreading tries over nodes.
 * When Redis does not answer, the node's own counts stand in (a limit per node, not none).
 */
export function redisTryLimiter(
  redis: Redis,
  keyPrefix: string,
  onError: (error: unknown) => void = () => undefined,
): TryLimiter {
  const fallback = memoryTryLimiter();
  const keyOf = (key: string) => `${keyPrefix}:tries:${key}`;
  return {
    async reserve(keys) {
      const id = randomUUID();
      const rules = keys.flatMap(({ rule }) => [rule.windowMs, rule.tries]);
      let answer: unknown;
      try {
        answer = await redis.eval(RESERVE_SCRIPT, keys.length, ...keys.map(({ key }) => keyOf(key)), id, ...rules);
      } catch (error) {
        onError(error);
        return fallback.reserve(keys);
      }
      const [worst = 0, wait = 0] = (answer as number[]).map(Number);
      if (worst > 0) return { allowed: false, index: worst - 1, retryAfterMs: wait };
      return {
        allowed: true,
        async release() {
          await Promise.all(keys.map(({ key }) => redis.zrem(keyOf(key), id))).catch(onError);
        },
      };
    },
    close: () => fallback.close(),
  };
}
