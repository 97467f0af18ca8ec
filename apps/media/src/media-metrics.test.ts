import { readFileSync } from 'node:fs';
import { playbackTokens } from '@onair/media-tokens';
import { mediaHttp } from './http-routes';
import { startMediaServer, type MediaServer } from './media-server';
import { freePort } from './testing/ports';

const REPO = new URL('../../../', import.meta.url).pathname;

describe("the media app's /metrics and request ids", () => {
  let server: MediaServer;
  let http = '';
  const failures: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    const httpPort = await freePort();
    server = await startMediaServer({
      rtmpPort: await freePort(),
      httpPort,
      host: '127.0.0.1',
      reconnectGraceMs: 0,
      log: (level, _message, fields) => {
        if (level === 'error' && fields) failures.push(fields);
      },
      isStreamKeyValid: async () => false,
      onPublish: () => undefined,
      onUnpublish: () => undefined,
      http: mediaHttp({
        lookup: { liveStream: () => undefined },
        dataDir: '/tmp/onair-media-metrics-test',
        app: 'live',
        allowOrigin: () => true,
        tokens: playbackTokens('media-metrics-test-secret'),
      }),
    });
    http = `http://127.0.0.1:${httpPort}`;
  });
  afterAll(() => server?.stop());

  test("every answer names its request (the front's plain id, a new one otherwise), and is counted by kind and status", async () => {
    const fromFront = await fetch(`${http}/live/5.m3u8`, { headers: { 'x-request-id': '7F000001:ABCD_1' } });
    expect(fromFront.status).toBe(403);
    expect(fromFront.headers.get('x-request-id')).toBe('7F000001:ABCD_1');
    const forged = await fetch(`${http}/healthz`, { headers: { 'x-request-id': 'a b<script>' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    const text = await (await fetch(`${http}/metrics`)).text();
    expect(text).toMatch(/^onair_media_http_requests_total\{kind="live_hls",status="403"\} 1$/m);
    expect(text).toMatch(/^onair_media_http_requests_total\{kind="other",status="200"\} 1$/m);
    expect(text).toMatch(/^onair_media_live_streams 0$/m);
    for (const name of ['onair_media_ffmpeg_exits_total', 'onair_media_http_request_duration_seconds', 'nodejs_eventloop_lag_p99_seconds'])
      expect(text).toContain(`# TYPE ${name} `);
  });

  test('the alert rules and the dashboard name only media metrics the app exposes', async () => {
    const text = await (await fetch(`${http}/metrics`)).text();
    const exposed = new Set([...text.matchAll(/^# TYPE (\S+)/gm)].flatMap((match) => [match[1], `${match[1]}_bucket`, `${match[1]}_count`]));
    for (const file of ['deploy/prometheus/alerts.yml', 'deploy/grafana/onair-dashboard.json']) {
      const named = [...readFileSync(`${REPO}${file}`, 'utf8').matchAll(/\b(onair_media_[a-z0-9_]+)/g)].map((match) => match[1]);
      expect([file, named.filter((name) => !exposed.has(name))]).toEqual([file, []]);
    }
  });
});
