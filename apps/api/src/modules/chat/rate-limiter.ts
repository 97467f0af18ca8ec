import type { Redis } from 'ioredis';

export type RateRule = { messages: number; windowMs: number };

/** An allowance per key (a member, a socket): a sliding window, so a burst cannot straddle two fixed windows. */
export type SendRateLimiter = {
  /** True and counted when the key may act now; false (and not counted) when over the limit. */
  take(key: number | string): Promise<boolean>;
  close(): void;
};

/** One node's own counts: enough for a single node, and for keys that live on one node (a socket). */
export function memoryRateLimiter(rule: RateRule, now: () => number = Date.now): SendRateLimiter {
  const sent = new Map<number | string, number[]>();
  // Members who stopped talking are forgotten, so the map stays as large as the talkers of a window.
  const sweep = setInterval(() => {
    const horizon = now() - rule.windowMs;
    for (const [key, times] of sent) if ((times.at(-1) ?? 0) <= horizon) sent.delete(key);
  }, rule.windowMs * 5);
  sweep.unref();
  return {
    async take(key) {
      const at = now();
      const recent = (sent.get(key) ?? []).filter((time) => time > at - rule.windowMs);
      if (recent.length >= rule.messages) {
        sent.set(key, recent);
        return false;
      }
      recent.push(at);
      sent.set(key, recent);
      return true;
    },
    close: () => clearInterval(sweep),
  };
}

// A sorted set of send times per member; Redis's own clock, so nodes with skewed clocks agree.
const TAKE_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local window = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], window)
return 1`;

/** Shared by every node through Redis: a member with sockets on two nodes still gets one allowance. */
export function redisRateLimiter(redis: Redis, keyPrefix: string, rule: RateRule): SendRateLimiter {
  let serial = 0;
  return {
    async take(key) {
      serial += 1;
      // The member is unique per send within a millisecond only with a tie-breaker.
      const member = `${Date.now()}-${process.pid}-${serial}-${Math.random().toString(36).slice(2, 8)}`;
      const allowed = await redis.eval(
        TAKE_SCRIPT,
        1,
        `${keyPrefix}:rate:${key}`,
        rule.windowMs,
        rule.messages,
        member,
      );
      return allowed === 1;
    },
    close: () => undefined,
  };
}
