import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import { connect as http2Connect } from 'node:http2';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect as tlsConnect } from 'node:tls';
import { gunzipSync } from 'node:zlib';
import { BRANDS, ensureDevCertificate, frontServers, startFront } from './front.mjs';
import { stopAll } from './processes.mjs';

// deploy/haproxy/haproxy.cfg run by the real HAProxy in front of stand-in backends that answer
// with what reached them: the rules a client can see or try to cross.
const haproxyMissing = spawnSync('haproxy', ['-v'], { stdio: 'ignore' }).status !== 0;
if (haproxyMissing) console.warn('skipped: the front tests need haproxy (tools/scripts/ensure-system-packages.mjs installs it)');
const describeFront = haproxyMissing ? describe.skip : describe;

type Seen = { backend: string; url: string; headers: Record<string, string | string[] | undefined> };

/** A backend that answers every request with its name, the path and the headers it was sent. */
async function standIn(name: string): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    if (request.url === '/api/ready' || request.url === '/healthz') return response.end('ok');
    const body: Seen = { backend: name, url: request.url ?? '', headers: request.headers };
    const type = request.url?.endsWith('.ts') ? 'video/mp2t' : request.url?.endsWith('.m3u8') ? 'application/vnd.apple.mpegurl' : name.startsWith('web') ? 'text/html' : 'application/json';
    response.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache', server: 'stand-in' });
    // Long enough for the front to compress (it leaves tiny bodies alone).
    response.end(JSON.stringify(body) + ' '.repeat(2000));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as { port: number }).port };
}

async function freePort(): Promise<number> {
  const { server, port } = await standIn('probe');
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describeFront('the front (HAProxy with deploy/haproxy/haproxy.cfg)', () => {
  const backends: Record<string, { server: Server; port: number }> = {};
  let front: ReturnType<typeof startFront> | undefined;
  let http = '';
  let https = '';
  let statsPort = 0;
  let rtmpsPort = 0;
  /** The media app's RTMP side: what reached it, as plain bytes, echoed back. */
  let rtmpStandIn: TcpServer | undefined;
  const rtmpReceived: Buffer[] = [];

  beforeAll(async () => {
    for (const name of ['api-1', 'api-2', 'media', ...BRANDS.map((brand: string) => `web-${brand}`)]) backends[name] = await standIn(name);
    const [httpPort, httpsPort, internalPort] = [await freePort(), await freePort(), await freePort()];
    statsPort = await freePort();
    rtmpsPort = await freePort();
    rtmpStandIn = createTcpServer((socket) => {
      socket.on('data', (chunk: Buffer) => {
        rtmpReceived.push(chunk);
        socket.write(chunk);
      });
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => rtmpStandIn?.listen(0, '127.0.0.1', resolve));
    const rtmpPort = (rtmpStandIn.address() as { port: number }).port;
    const local = (port: number) => `127.0.0.1:${port}`;
    front = startFront(
      {
        FRONT_HTTP_BIND: local(httpPort),
        FRONT_HTTPS_BIND: local(httpsPort),
        FRONT_INTERNAL_BIND: local(internalPort),
        FRONT_STATS_BIND: local(statsPort),
        FRONT_CERT: ensureDevCertificate(mkdtempSync(join(tmpdir(), 'onair-front-'))),
        FRONT_HOSTS_MAP: join(process.cwd(), 'deploy/haproxy/hosts.map'),
        FRONT_LOG_LEVEL: 'notice',
        DEFAULT_BRAND: 'onair',
        API_NODE_1: local(backends['api-1']?.port ?? 0),
        API_NODE_2: local(backends['api-2']?.port ?? 0),
        MEDIA_NODE: local(backends['media']?.port ?? 0),
        FRONT_RTMPS_BIND: local(rtmpsPort),
        MEDIA_RTMP_NODE: local(rtmpPort),
        ...Object.fromEntries(BRANDS.map((brand: string) => [`WEB_${brand.toUpperCase()}`, local(backends[`web-${brand}`]?.port ?? 0)])),
      },
      { quiet: true },
    );
    http = `http://127.0.0.1:${httpPort}`;
    https = `https://127.0.0.1:${httpsPort}`;
    // Every server up (two good checks each) before the first question.
    for (let tries = 0; tries < 100; tries++) {
      const servers = await frontServers(statsPort).catch(() => ({}));
      const states = Object.values(servers as Record<string, { status: string }>);
      if (states.length >= 10 && states.every((server) => server.status === 'UP')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 30_000);

  afterAll(async () => {
    if (front) await stopAll([front]);
    await Promise.all(Object.values(backends).map(({ server }) => new Promise((resolve) => server.close(resolve))));
    await new Promise((resolve) => rtmpStandIn?.close(resolve));
  });

  // node:http rather than fetch, which will not send a Host header of the caller's choosing.
  const ask = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ response: { status: number; headers: { get(name: string): string | null } }; seen: Seen | null }>((resolve, reject) => {
      get(`${http}${path}`, { headers }, (answer) => {
        let text = '';
        answer.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        answer.on('end', () => {
          const header = (name: string) => {
            const value = answer.headers[name.toLowerCase()];
            return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
          };
          resolve({ response: { status: answer.statusCode ?? 0, headers: { get: header } }, seen: text.startsWith('{') ? (JSON.parse(text.trim()) as Seen) : null });
        });
      }).on('error', reject);
    });

  test("the client's address is the front's to say: a forged X-Forwarded-For and request id never reach a node", async () => {
    const { response, seen } = await ask('/api/guest/channels', { 'x-forwarded-for': '6.6.6.6', forwarded: 'for=6.6.6.6', 'x-request-id': 'forged-id' });
    expect(seen?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen?.headers['forwarded']).toBeUndefined();
    expect(seen?.headers['x-forwarded-proto']).toBe('http');
    const id = seen?.headers['x-request-id'];
    expect(id).toMatch(/^[A-Za-z0-9._:-]{10,128}$/);
    expect(id).not.toBe('forged-id');
    expect(response.headers.get('x-request-id')).toBe(id);
  });

  test("each brand's host reaches its own web, an unknown host the default brand's; the API hears the host's brand", async () => {
    for (const brand of BRANDS) expect((await ask('/', { host: `${brand}.localhost` })).seen?.backend).toBe(`web-${brand}`);
    expect((await ask('/', { host: 'www.bellcast.tv' })).seen?.backend).toBe('web-bellcast');
    expect((await ask('/', { host: 'elsewhere.example' })).seen?.backend).toBe('web-onair');
    const api = await ask('/api/auth/me', { host: 'mint.localhost' });
    expect(api.seen?.backend).toMatch(/^api-/);
    expect(api.seen?.headers['x-site-code']).toBe('mint');
    // The web's own x-site-code is kept: the API checks it against the member's brand.
    expect((await ask('/api/auth/me', { host: 'mint.localhost', 'x-site-code': 'nova' })).seen?.headers['x-site-code']).toBe('nova');
    for (const path of ['/v2/api/x', '/v3/api/x', '/v4/api/asp/accesstoken', '/socket.io/?EIO=4']) expect((await ask(path)).seen?.backend).toMatch(/^api-/);
  });

  test('metrics and internal routes do not answer the public', async () => {
    for (const path of ['/metrics', '/internal/media/heartbeat', '/media/metrics']) {
      const { response, seen } = await ask(path);
      expect(response.status).toBe(404);
      expect(seen).toBeNull();
    }
  });

  test('media without its prefix; HLS segments immutable and playlists 1 s for a CDN', async () => {
    const playlist = await ask('/media/live/12.m3u8?token=1.a');
    expect(playlist.seen).toMatchObject({ backend: 'media', url: '/live/12.m3u8?token=1.a' });
    expect(playlist.response.headers.get('cache-control')).toBe('public, max-age=1');
    const segment = await ask('/media/vod/3/seg-00001.ts?token=1.a');
    expect(segment.seen?.url).toBe('/vod/3/seg-00001.ts?token=1.a');
    expect(segment.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  test('security headers on every answer, HSTS over TLS only, no server banner; static pages compressed', async () => {
    const { response } = await ask('/');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('server')).toBeNull();

    // fetch would undo the compression: read the bytes as they came.
    const raw = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      get(`${http}/`, { headers: { 'accept-encoding': 'gzip' } }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => resolve({ encoding: answer.headers['content-encoding'], body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(raw.encoding).toBe('gzip');
    expect(JSON.parse(gunzipSync(raw.body).toString().trim())).toMatchObject({ backend: 'web-onair' });
  });

  test('TLS with HTTP/2 (the self-signed development certificate), HSTS, and the API through it', async () => {
    const session = http2Connect(https, { rejectUnauthorized: false });
    try {
      const answer = await new Promise<{ headers: Record<string, unknown>; body: string }>((resolve, reject) => {
        const stream = session.request({ ':path': '/api/guest/channels', ':authority': 'nova.localhost' });
        let headers: Record<string, unknown> = {};
        let body = '';
        stream.on('response', (received) => (headers = received));
        stream.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        stream.on('end', () => resolve({ headers, body }));
        stream.on('error', reject);
        stream.end();
      });
      expect(session.alpnProtocol).toBe('h2');
      expect(answer.headers[':status']).toBe(200);
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const seen = JSON.parse(answer.body.trim()) as Seen;
      expect(seen.headers['x-forwarded-proto']).toBe('https');
      expect(seen.headers['x-site-code']).toBe('nova');
    } finally {
      session.close();
    }
  });

  test('RTMPS: the encoder speaks TLS to the front, the media app hears plain RTMP', async () => {
    // An RTMP handshake's first bytes (C0: version 3, then C1), as an encoder sends them.
    const handshake = Buffer.concat([Buffer.from([3]), Buffer.alloc(64, 7)]);
    const socket = tlsConnect({ host: '127.0.0.1', port: rtmpsPort, rejectUnauthorized: false, servername: 'onair.localhost' });
    try {
      const echoed = await new Promise<Buffer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        socket.once('secureConnect', () => socket.write(handshake));
        socket.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          if (Buffer.concat(chunks).length >= handshake.length) resolve(Buffer.concat(chunks));
        });
        socket.once('error', reject);
      });
      expect(socket.getProtocol()).toMatch(/^TLSv1\.[23]$/);
      expect(echoed.equals(handshake)).toBe(true);
      // Plain on the inside: the very bytes the encoder wrote, no TLS record around them.
      expect(Buffer.concat(rtmpReceived).subarray(0, handshake.length).equals(handshake)).toBe(true);
    } finally {
      socket.destroy();
    }
  });

  test('a dead node leaves rotation within seconds and no request is sent to it', async () => {
    const dead = backends['api-1'] as { server: Server; port: number };
    dead.server.closeAllConnections();
    await new Promise((resolve) => dead.server.close(resolve));
    const started = Date.now();
    let servers = await frontServers(statsPort);
    while (!servers['api/api-1']?.status.startsWith('DOWN') && Date.now() - started < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      servers = await frontServers(statsPort);
    }
    expect(servers['api/api-1']?.status).toMatch(/^DOWN/);
    expect(Date.now() - started).toBeLessThan(4000);
    const sessionsWhenDown = servers['api/api-1']?.sessions;
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask('/api/guest/channels')));
    expect(answers.map(({ response, seen }) => [response.status, seen?.backend])).toEqual(Array.from({ length: 20 }, () => [200, 'api-2']));
    expect((await frontServers(statsPort))['api/api-1']?.sessions).toBe(sessionsWhenDown);
  });
});
