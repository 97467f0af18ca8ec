import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import { systemRoutes } from '@onair/contracts';
import { migrationLag, type Database } from '@onair/db';
import type { SharedCache } from '../shared-cache';
import { RetryLaterError } from './errors';
import { registerRoute } from './register-route';

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness says no from now on (SIGTERM): the front stops sending new requests here. */
    startDraining(): void;
  }
}

/** A check that has not answered in this long has failed: a front's probe must not hang. */
const CHECK_TIMEOUT_MS = 2_000;

const within = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('check timed out')), CHECK_TIMEOUT_MS).unref()),
  ]);

/**
 * GET /api/ready, for the front and Kubernetes: this node may take requests when its database
 * answers, its schema has every migration this build expects, its Redis answers (when it uses
 * one), and it is not draining. Liveness is /api/health, which never asks the database, so a
 * database outage takes nodes out of rotation without restarting them.
 */
export function readinessPlugin(app: FastifyInstance, { db, cache }: { db: Database; cache: SharedCache }) {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  const lag = migrationLag(db);
  const redis =
    cache.kind === 'redis' && cache.redisUrl
      ? new Redis(cache.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: CHECK_TIMEOUT_MS, enableOfflineQueue: false })
      : null;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'readiness: redis unavailable'));
  app.addHook('onClose', async () => redis?.disconnect());

  const failedChecks = async (): Promise<string[]> => {
    const failed: string[] = [];
    if (draining) failed.push('draining');
    try {
      await within(db.execute(sql`select 1`));
      if ((await within(lag())) > 0) failed.push('migrations');
    } catch (error) {
      app.log.warn({ err: error }, 'readiness: database unavailable');
      failed.push('database');
    }
    if (redis) {
      try {
        if (redis.status === 'wait' || redis.status === 'end') await within(redis.connect());
        await within(redis.ping());
      } catch {
        failed.push('redis');
      }
    }
    return failed;
  };

  registerRoute(app, systemRoutes.ready, async () => {
    const failed = await failedChecks();
    if (failed.length > 0) throw new RetryLaterError(503, 'NOT_READY', { key: 'system.notReady', params: { checks: failed.join(', ') } }, 5);
    return { status: 'ready' as const };
  });
}
