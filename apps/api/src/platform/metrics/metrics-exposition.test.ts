import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { testDatabaseTargets } from '@onair/db/testing';
import { chatClient, connect, settle } from '../../modules/chat/testing/chat-client';
import { startTestApi, type TestApi } from '../../testing/test-api';

const REPO = new URL('../../../../../', import.meta.url).pathname;
// PostgreSQL when DATABASE_URL is set (the pool's gauges exist only there), PGlite otherwise.
const targets = testDatabaseTargets();
const target = targets.find((candidate) => candidate.name === 'postgres') ?? targets[0];

/** Prometheus's text format: each metric's TYPE, and each sample by its name and labels. */
function parseExposition(text: string) {
  const types = new Map<string, string>();
  const samples: Array<{ name: string; labels: Record<string, string>; value: number }> = [];
  for (const line of text.split('\n')) {
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) types.set(type[1] as string, type[2] as string);
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample) continue;
    const labels = Object.fromEntries([...(sample[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((match) => [match[1], match[2]]));
    samples.push({ name: sample[1] as string, labels, value: Number(sample[3]) });
  }
  return { types, samples };
}

const API_METRICS: Record<string, string> = {
  onair_http_requests_total: 'counter',
  onair_http_request_duration_seconds: 'histogram',
  nodejs_eventloop_lag_seconds: 'gauge',
  nodejs_eventloop_lag_p99_seconds: 'gauge',
  onair_pg_pool_errors_total: 'counter',
  onair_pg_unavailable_total: 'counter',
  onair_redis_up: 'gauge',
  onair_chat_sockets: 'gauge',
  onair_chat_lines_in_total: 'counter',
  onair_gifts_total: 'counter',
  onair_live_streams: 'gauge',
  onair_upload_bytes_total: 'counter',
  ...(target?.name === 'postgres' ? { onair_pg_pool_connections: 'gauge' } : {}),
};

describe(`the API's /metrics on ${target?.name}`, () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target as NonNullable<typeof target>);
  });
  afterAll(() => api?.close());

  test('a running API exposes every metric by name and type, and counts what happened', async () => {
    await api.get('/api/guest/channels?page=1&size=5');
    await api.get('/api/guest/channels?page=1&size=5');
    await api.call('GET', '/api/no-such-route-12345');
    const socket = await connect(chatClient(api.url));
    socket.emit('message', { room: '1', text: '안녕하세요', clientMsgId: 'metrics-1' }, () => undefined);
    await settle(300);

    const response = await fetch(`${api.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const { types, samples } = parseExposition(await response.text());
    socket.disconnect();

    for (const [name, type] of Object.entries(API_METRICS)) expect([name, types.get(name)]).toEqual([name, type]);
    const value = (name: string, labels: Record<string, string> = {}) =>
      samples.find((sample) => sample.name === name && Object.entries(labels).every(([key, wanted]) => sample.labels[key] === wanted))?.value;
    // By route as declared, not by URL: two calls with a query are one series.
    expect(value('onair_http_requests_total', { method: 'GET', route: '/api/guest/channels', status: '200' })).toBe(2);
    expect(value('onair_http_request_duration_seconds_count', { route: '/api/guest/channels', status_class: '2xx' })).toBe(2);
    // Unknown paths share one label, so scans cannot grow the series.
    expect(value('onair_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
    expect(samples.some((sample) => sample.labels['route']?.includes('no-such-route'))).toBe(false);
    expect(value('onair_chat_sockets')).toBe(1);
    expect(value('onair_chat_lines_in_total')).toBe(1);
    // The demo seed puts channels on air in every brand.
    expect(value('onair_live_streams', { brand: 'onair' })).toBeGreaterThan(0);
  });

  test('the alert rules and the dashboard name only metrics the API exposes (or the media app, checked in its own test)', async () => {
    const { types } = parseExposition(await (await fetch(`${api.url}/metrics`)).text());
    const exposed = new Set([...types.keys()].flatMap((name) => [name, `${name}_bucket`, `${name}_count`, `${name}_sum`]));
    for (const file of ['deploy/prometheus/alerts.yml', 'deploy/grafana/onair-dashboard.json']) {
      const named = new Set([...readFileSync(`${REPO}${file}`, 'utf8').matchAll(/\b((?:onair|nodejs)_[a-z0-9_]+)/g)].map((match) => match[1] as string));
      const unknown = [...named].filter((name) => !name.startsWith('onair_media_') && !exposed.has(name) && name !== 'onair_pg_pool_connections');
      expect([file, unknown]).toEqual([file, []]);
    }
  });

  const promtool = spawnSync('promtool', ['--version'], { stdio: 'ignore' }).status === 0;
  (promtool ? test : test.skip)("Prometheus's promtool accepts the alert rules and the scrape configuration", () => {
    for (const [command, file] of [['rules', 'deploy/prometheus/alerts.yml'], ['config', 'deploy/prometheus/prometheus.yml']] as const) {
      const check = spawnSync('promtool', ['check', command, `${REPO}${file}`], { encoding: 'utf8' });
      expect([file, check.status, check.stderr]).toEqual([file, 0, '']);
    }
  });
});
