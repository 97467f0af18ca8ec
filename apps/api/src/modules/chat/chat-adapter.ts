import { createHash } from 'node:crypto';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { SharedCache } from '../../platform/shared-cache';

/** How this node reaches the other chat nodes: through Redis, or not at all (one node, in memory). */
export type ChatFanOut = {
  /** The socket.io adapter factory; undefined keeps socket.io's in-memory adapter. */
  adapter: ReturnType<typeof createAdapter> | undefined;
  /** For shared rate limits; null on a single node. */
  redis: Redis | null;
  /** Prefix of every Redis channel and key the chat uses. */
  keyPrefix: string;
  close(): Promise<void>;
};

/**
 * Nodes on one database are one chat: room 12 is channel 12 of that database. The Redis
 * prefix is derived from the database's location, so two deployments (or two test runs) that
 * share a Redis server never hear each other's rooms.
 */
export function chatKeyPrefix(databaseLocation: string): string {
  return `onair-chat:${createHash('sha256').update(databaseLocation).digest('hex').slice(0, 12)}`;
}

/**
 * With Redis (main.ts probed REDIS_URL and set the cache's kind to 'redis'), @socket.io/redis-adapter
 * joins the nodes: one client publishes, a duplicate subscribes (a subscribed connection can
 * do nothing else).
 */
export function openChatFanOut(cache: SharedCache): ChatFanOut {
  const { redisUrl } = cache;
  const keyPrefix = chatKeyPrefix(cache.databaseLocation);
  if (cache.kind !== 'redis' || !redisUrl)
    return { adapter: undefined, redis: null, keyPrefix, close: async () => undefined };
  // Few retries per command: a send must not hang for long when Redis is away (its rate limit then lets it through).
  const pub = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const sub = pub.duplicate();
  // ioredis reconnects by itself; an unhandled error event would end the process instead.
  pub.on('error', () => undefined);
  sub.on('error', () => undefined);
  return {
    adapter: createAdapter(pub, sub, { key: keyPrefix, publishOnSpecificResponseChannel: true }),
    redis: pub,
    keyPrefix,
    async close() {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
