import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { memoryTryLimiter, redisTryLimiter, type TryLimiter } from './try-limiter';

const viewer = { key: 'viewer', rule: { tries: 2, windowMs: 10_000 } };
const room = { key: 'room', rule: { tries: 3, windowMs: 60_000 } };

async function expectLimits(limiter: TryLimiter, keys: { viewer: typeof viewer; room: typeof room }) {
  const other = { ...keys.viewer, key: `${keys.viewer.key}-other` };
  expect((await limiter.reserve([keys.viewer, keys.room])).allowed).toBe(true);
  // A try taken back (a right password) does not count.
  const right = await limiter.reserve([keys.viewer, keys.room]);
  if (!right.allowed) throw new Error('refused');
  await right.release();
  expect((await limiter.reserve([keys.viewer, keys.room])).allowed).toBe(true);
  // The viewer is at 2 of 2: refused, and nothing counted on the room for it.
  expect(await limiter.reserve([keys.viewer, keys.room])).toMatchObject({ allowed: false, index: 0 });
  // Another viewer has tries of their own, until the room's 3 are spent.
  expect((await limiter.reserve([other, keys.room])).allowed).toBe(true);
  const refused = await limiter.reserve([other, keys.room]);
  expect(refused).toMatchObject({ allowed: false, index: 1 });
  if (refused.allowed) return;
  expect(refused.retryAfterMs).toBeGreaterThan(55_000);
  expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
}

test('in memory: every key counts the try; the key that holds longest answers, with its wait', async () => {
  let now = 100_000;
  const limiter = memoryTryLimiter(() => now);
  try {
    await expectLimits(limiter, { viewer, room });
    now += 10_001;
    // The viewer's window has passed, the room's has not.
    expect(await limiter.reserve([viewer, room])).toMatchObject({ allowed: false, index: 1 });
    now += 50_000;
    expect((await limiter.reserve([viewer, room])).allowed).toBe(true);
  } finally {
    await limiter.close();
  }
});

test('in memory: parallel tries never pass the limit', async () => {
  const limiter = memoryTryLimiter();
  try {
    const answers = await Promise.all(Array.from({ length: 10 }, () => limiter.reserve([viewer])));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(2);
  } finally {
    await limiter.close();
  }
});

const redisUrl = process.env['REDIS_URL'];
(redisUrl ? test : test.skip)('through Redis: one count for every node', async () => {
  const redis = new Redis(redisUrl as string);
  const prefix = `onair-live-auth-test:${randomUUID()}`;
  const nodeA = redisTryLimiter(redis, prefix);
  const nodeB = redisTryLimiter(redis, prefix);
  const both: TryLimiter = {
    reserve: (keys) => (keys[0]?.key.endsWith('other') ? nodeB : nodeA).reserve(keys),
    close: async () => undefined,
  };
  try {
    await expectLimits(both, { viewer, room });
    const parallel = { key: 'parallel', rule: { tries: 2, windowMs: 10_000 } };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? nodeA : nodeB).reserve([parallel])),
    );
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(2);
  } finally {
    await redis.del(...['viewer', 'viewer-other', 'room', 'parallel'].map((key) => `${prefix}:tries:${key}`));
    await Promise.all([nodeA.close(), nodeB.close()]);
    redis.disconnect();
  }
});

test('through Redis that does not answer: the node counts on its own', async () => {
  const broken = { eval: () => Promise.reject(new Error('down')) } as unknown as Redis;
  const errors: unknown[] = [];
  const limiter = redisTryLimiter(broken, 'x', (error) => errors.push(error));
  try {
    expect((await limiter.reserve([viewer])).allowed).toBe(true);
    expect((await limiter.reserve([viewer])).allowed).toBe(true);
    expect((await limiter.reserve([viewer])).allowed).toBe(false);
    expect(errors).toHaveLength(3);
  } finally {
    await limiter.close();
  }
});
