import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { memoryRateLimiter, redisRateLimiter } from './rate-limiter';

const rule = { messages: 3, windowMs: 2000 };

test('in memory: 3 per sliding 2 s per member; a refusal is not counted', async () => {
  let now = 10_000;
  const limiter = memoryRateLimiter(rule, () => now);
  try {
    expect([await limiter.take(1), await limiter.take(1), await limiter.take(1)]).toEqual([true, true, true]);
    expect(await limiter.take(1)).toBe(false);
    expect(await limiter.take(2)).toBe(true);
    now += 1000;
    expect(await limiter.take(1)).toBe(false);
    // The first three leave the window 2 s after they were sent, not at a fixed boundary.
    now += 1001;
    expect(await limiter.take(1)).toBe(true);
    expect(await limiter.take(1)).toBe(true);
    expect(await limiter.take(1)).toBe(true);
    expect(await limiter.take(1)).toBe(false);
  } finally {
    limiter.close();
  }
});

const redisUrl = process.env['REDIS_URL'];
(redisUrl ? test : test.skip)("through Redis: one allowance for every node, on Redis's clock", async () => {
  const redis = new Redis(redisUrl as string);
  const prefix = `onair-chat-test:${randomUUID()}`;
  const nodeA = redisRateLimiter(redis, prefix, rule);
  const nodeB = redisRateLimiter(redis, prefix, rule);
  try {
    expect([await nodeA.take(7), await nodeB.take(7), await nodeA.take(7)]).toEqual([true, true, true]);
    expect(await nodeB.take(7)).toBe(false);
    expect(await nodeB.take(8)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 2050));
    expect(await nodeB.take(7)).toBe(true);
  } finally {
    await redis.del(`${prefix}:rate:7`, `${prefix}:rate:8`);
    redis.disconnect();
  }
});
