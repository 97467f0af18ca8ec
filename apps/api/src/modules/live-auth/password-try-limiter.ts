import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { SharedCache } from '../../platform/shared-cache';
import { memoryTryLimiter, redisTryLimiter, type TryLimiter } from './try-limiter';

/**
 * Where room-password tries are counted: in Redis when the nodes share one (REDIS_URL; main.ts set
 * the cache's kind to 'redis'), as the chat's rate limits are, so every node sees every try; else in this
 * node's memory. The prefix is derived from the database's location, as the chat's is, so two
 * deployments sharing a Redis server never count each other's tries.
 */
export function openPasswordTryLimiter(cache: SharedCache, log: FastifyBaseLogger): TryLimiter {
  const { redisUrl } = cache;
  if (cache.kind !== 'redis' || !redisUrl) return memoryTryLimiter();
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  // ioredis reconnects by itself; an unhandled error event would end the process instead.
  redis.on('error', () => undefined);
  const location = createHash('sha256').update(cache.databaseLocation).digest('hex').slice(0, 12);
  const prefix = `onair-live-auth:${location}`;
  const limiter = redisTryLimiter(redis, prefix, (error) =>
    log.warn({ err: error }, 'room password tries: Redis did not answer; counting on this node'),
  );
  return {
    reserve: (keys) => limiter.reserve(keys),
    async close() {
      await limiter.close();
      await redis.quit().catch(() => undefined);
    },
  };
}
