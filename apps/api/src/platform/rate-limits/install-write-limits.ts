import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';

import { ApiError } from '../http/errors';
import { WRITE_KINDS, type WriteKind } from './write-kinds';
import { scaledWriteLimits, type WriteLimit } from './write-limits';
import type { SharedCache } from '../shared-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one write against its kind's budgets; throws the 429 once one is spent (registerRoute calls it). */
    writeLimits: { check(request: FastifyRequest, reply: FastifyReply, kind: WriteKind): Promise<void> };
  }
}

type Verdict = { isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number };
type Limiter = (request: FastifyRequest) => Promise<Verdict>;

export const RATE_LIMITED_CODE = 'RATE_LIMITED';

/** Apart per database, like the chat's keys: test APIs on one Redis never share counts. */
const keyPrefixOf = (databaseLocation: string) =>
  `onair-writes:${createHash('sha256').update(databaseLocation).digest('hex').slice(0, 12)}:`;

/**
 * Per-member and per-address write budgets (docs/permissions.md): @fastify/rate-limit's counters,
 * in Redis when the nodes share one (so a client cannot spread a burst over nodes), else in memory.
 * The chat keeps its own limiter (chat/rate-limiter.ts); this one counts HTTP writes.
 */
export async function installWriteLimits(app: FastifyInstance, { cache, rateLimitScale }: { cache: SharedCache; rateLimitScale: number }) {
  const redis = cache.kind === 'redis' && cache.redisUrl ? new Redis(cache.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  // ioredis reconnects by itself; an unhandled error event would end the process instead.
  redis?.on('error', () => undefined);
  await app.register(rateLimit, {
    global: false,
    // Redis away: let writes through rather than fail them all (the limits guard against abuse, not load).
    skipOnError: true,
    ...(redis ? { redis, nameSpace: keyPrefixOf(cache.databaseLocation) } : { cache: 20_000 }),
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));

  const limits = scaledWriteLimits(rateLimitScale);
  const limiter = (kind: WriteKind, scope: 'member' | 'address', max: number, limit: WriteLimit): Limiter =>
    app.createRateLimit({
      max,
      timeWindow: limit.windowMs,
      keyGenerator: (request) =>
        scope === 'member' ? `${kind}:m:${request.member?.memberId ?? 0}` : `${kind}:a:${request.ip}`,
    }) as Limiter;
  const limiters = Object.fromEntries(
    WRITE_KINDS.map((kind) => {
      const limit = limits[kind];
      return [
        kind,
        {
          member: limit.perMember === null ? null : limiter(kind, 'member', limit.perMember, limit),
          address: limiter(kind, 'address', limit.perAddress, limit),
        },
      ];
    }),
  ) as Record<WriteKind, { member: Limiter | null; address: Limiter }>;

  app.decorate('writeLimits', {
    async check(request: FastifyRequest, reply: FastifyReply, kind: WriteKind) {
      const { member, address } = limiters[kind];
      const verdicts = await Promise.all([member && request.member ? member(request) : null, address(request)]);
      const spent = verdicts.filter((verdict): verdict is Verdict => verdict?.isExceeded === true);
      if (spent.length === 0) return;
      // The later of the two resets is when a retry can succeed.
      const retryAfter = Math.max(1, ...spent.map((verdict) => verdict.ttlInSeconds ?? 1));
      reply.header('retry-after', String(retryAfter));
      throw new ApiError(429, RATE_LIMITED_CODE, 'rateLimit.tooManyRequests');
    },
  });
}
