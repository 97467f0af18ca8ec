import type { FastifyInstance, onResponseHookHandler } from 'fastify';
import { sql } from 'drizzle-orm';
import { luvRoutes } from '@onair/contracts';
import type { Database } from '@onair/db';
import { createApiMetrics, type ApiMetrics } from './api-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The node's Prometheus metrics: modules count what they do here (api-metrics.ts). */
    metrics: ApiMetrics;
  }
}

/** A route nobody declared (a 404) is one label, so a scan of random paths cannot grow the series. */
const UNMATCHED = 'unmatched';

/**
 * app.metrics, the HTTP rate, errors and latency of every route, and GET /metrics in Prometheus's
 * text format. /metrics is for the scraper on the node's own port: the front refuses it to the
 * public (deploy/haproxy/haproxy.cfg), and it is outside the contracts and the OpenAPI document.
 */
export function metricsPlugin(app: FastifyInstance, { db }: { db: Database }) {
  const metrics = createApiMetrics();
  app.decorate('metrics', metrics);
  metrics.probes.liveStreams = async () => {
    const result = (await db.execute(sql`select brand, count(*)::int as count from channels c join members m on m.member_id = c.owner_member_id where c.is_live group by brand`)) as unknown as {
      rows: Array<{ brand: string; count: number }>;
    };
    return result.rows.map((row) => ({ brand: row.brand, count: Number(row.count) }));
  };

  // Each route counts its own answers with a recorder made once (onRoute runs as each route is
  // declared, HEAD twins included), so no request builds its labels. Callback hooks: no promise each.
  app.addHook('onRoute', (route) => {
    if (route.url === '/metrics') return;
    const record = metrics.http.route(route.url);
    const gift = route.url === luvRoutes.gift.path;
    const counted: onResponseHookHandler = (request, reply, done) => {
      const status = reply.statusCode;
      record(request.method, status, reply.elapsedTime / 1000);
      if (gift && status === 200 && reply.getHeader('idempotent-replayed') === undefined) metrics.gifts.inc();
      done();
    };
    route.onResponse = route.onResponse === undefined ? [counted] : [route.onResponse, counted].flat();
  });
  const unmatched = metrics.http.route(UNMATCHED);
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) unmatched(request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', async (_request, reply) => {
    reply.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
