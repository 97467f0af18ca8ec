import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { httpSeries } from './http-series';

/** What a gauge reads when it is scraped; a source that fails reads nothing rather than failing the scrape. */
type Probe<T> = () => T | Promise<T>;

/**
 * The API node's Prometheus metrics (docs/deploy.md, "Metrics"), one registry per app so tests can
 * build many apps in one process. Counters are counted where things happen; gauges ask their
 * source when scraped, through probes the parts that own the source set.
 */
export function createApiMetrics() {
  const registry = new Registry();
  // Process and runtime: CPU, memory, handles, GC and nodejs_eventloop_lag_* (the event loop's delay).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const registers = [registry];
  const probes: {
    pool: Probe<{ total: number; idle: number; waiting: number } | null>;
    redis: Probe<string | null>;
    sockets: Probe<number>;
    liveStreams: Probe<Array<{ brand: string; count: number }>>;
  } = { pool: () => null, redis: () => null, sockets: () => 0, liveStreams: () => [] };

  const metrics = {
    registry,
    probes,
    /** onair_http_requests_total and onair_http_request_duration_seconds, per route (http-series.ts). */
    http: httpSeries(registry),
    pgPoolErrors: new Counter({
      name: 'onair_pg_pool_errors_total',
      help: 'Errors of pooled PostgreSQL connections (a connection the server or network dropped)',
      registers,
    }),
    pgUnavailable: new Counter({
      name: 'onair_pg_unavailable_total',
      help: 'Requests answered 503 because PostgreSQL could not serve (no connection in time, refused, statement timeout)',
      registers,
    }),
    chatLinesIn: new Counter({
      name: 'onair_chat_lines_in_total',
      help: 'Chat lines received from sockets (message events), before any refusal',
      registers,
    }),
    gifts: new Counter({
      name: 'onair_gifts_total',
      help: 'Gifts accepted (first answers only, not idempotent replays)',
      registers,
    }),
    uploadBytes: new Counter({
      name: 'onair_upload_bytes_total',
      help: 'Bytes of uploaded files stored',
      registers,
    }),
  };

  new Gauge({
    name: 'onair_pg_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, and requests waiting for one)',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const pool = await probes.pool();
      this.reset();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'onair_redis_up',
    help: "1 while this node's Redis connection (the chat's fan-out) is ready, 0 otherwise; absent without Redis",
    registers,
    async collect() {
      const status = await probes.redis();
      this.reset();
      if (status !== null) this.set(status === 'ready' ? 1 : 0);
    },
  });
  new Gauge({
    name: 'onair_chat_sockets',
    help: 'Chat sockets connected to this node',
    registers,
    async collect() {
      this.set(await probes.sockets());
    },
  });
  new Gauge({
    name: 'onair_live_streams',
    help: 'Channels live now, by brand (read from the database at scrape)',
    labelNames: ['brand'] as const,
    registers,
    async collect() {
      const rows = await Promise.resolve(probes.liveStreams()).catch(() => []);
      this.reset();
      for (const row of rows) this.set({ brand: row.brand }, row.count);
    },
  });
  return metrics;
}

export type ApiMetrics = ReturnType<typeof createApiMetrics>;
