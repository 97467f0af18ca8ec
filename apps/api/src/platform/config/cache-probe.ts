import { Redis } from 'ioredis';

/** Redis when REDIS_URL answers; the in-memory equivalents otherwise. */
export async function probeCache(url: string | undefined): Promise<'memory' | 'redis'> {
  if (!url) return 'memory';
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  try {
    await redis.connect();
    await redis.ping();
    return 'redis';
  } finally {
    redis.disconnect();
  }
}
