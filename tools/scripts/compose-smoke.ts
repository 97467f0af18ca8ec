// The compose stack's smoke test (docs/deploy.md, "One host with compose"): starts
// deploy/compose/compose.yml from the images deploy/docker/build-images.sh made, with generated
// secrets and a self-signed certificate, then through the front only: each brand's home page,
// a sign-in, a chat line, a test stream pushed over RTMPS and played over HLS, and a gift shown in
// the chat. Prints what it saw and stops the stack (SMOKE_KEEP=1 leaves it up).
//   node --import tsx tools/scripts/compose-smoke.ts
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { io } from 'socket.io-client';
import { BRANDS } from '@onair/brand';
import { DEMO_ACCOUNTS, DEMO_STREAM_KEYS } from '@onair/db';
import { ensureDevCertificate } from './front.mjs';

const HTTP_PORT = Number(process.env['SMOKE_HTTP_PORT'] ?? 18080);
const HTTPS_PORT = HTTP_PORT + 363;
const RTMP_PORT = Number(process.env['SMOKE_RTMP_PORT'] ?? 11935);
const RTMPS_PORT = RTMP_PORT + 1;
const FRONT = `http://127.0.0.1:${HTTP_PORT}`;
const PROJECT = 'onair-smoke';
const COMPOSE_FILE = resolve('deploy/compose/compose.yml');
const HOST = 'onair.localhost';

const work = mkdtempSync(join(tmpdir(), 'onair-compose-smoke-'));
const secret = () => randomBytes(36).toString('base64url');
const settings: Record<string, string> = {
  NODE_ENV: 'production',
  BRAND: 'onair',
  LOG_LEVEL: 'warn',
  // The demo logins, wallets and stream keys this test signs in and streams with.
  DEMO_SEED: '1',
  POSTGRES_PASSWORD: secret(),
  AUTH_SECRET: secret(),
  IDENTITY_CALLBACK_SECRET: secret(),
  PAYMENT_GATEWAY_SECRET_KEY: secret(),
  PAYMENT_WEBHOOK_SECRET: secret(),
  MEDIA_SHARED_SECRET: secret(),
  // Outside services are not called by these checks; production only needs real-looking addresses.
  WEB_BASE_URL: 'https://www.onair.example',
  API_PUBLIC_URL: 'https://www.onair.example',
  WEB_ORIGINS: 'https://www.onair.example',
  SMS_API_URL: 'https://sms.onair.example',
  IDENTITY_API_URL: 'https://identity.onair.example',
  PAYMENT_GATEWAY_URL: 'https://pg.onair.example',
  MEDIA_PUBLIC_URL: `http://${HOST}:${HTTP_PORT}/media`,
  MEDIA_RTMP_URL: `rtmps://127.0.0.1:${RTMPS_PORT}/live`,
  UPLOAD_DIR: '/data/uploads',
};
const envFile = join(work, 'onair.env');
writeFileSync(envFile, Object.entries(settings).map(([name, value]) => `${name}=${value}`).join('\n') + '\n');
// HAProxy loads every file of the mounted directory as a certificate: only the combined PEM goes there.
const certDir = join(work, 'certs');
mkdirSync(certDir);
copyFileSync(ensureDevCertificate(join(work, 'made')), join(certDir, 'front.pem'));
execFileSync('chmod', ['-R', 'a+rX', work]);

const composeEnv = {
  ...process.env,
  ONAIR_ENV_FILE: envFile,
  POSTGRES_PASSWORD: settings['POSTGRES_PASSWORD'],
  FRONT_HTTP_PORT: String(HTTP_PORT),
  FRONT_HTTPS_PORT: String(HTTPS_PORT),
  RTMP_PORT: String(RTMP_PORT),
  RTMPS_PORT: String(RTMPS_PORT),
  FRONT_CERT_DIR: certDir,
  MEDIA_RTMP_URL: settings['MEDIA_RTMP_URL'],
};
const compose = (...args: string[]) =>
  spawnSync('docker-compose', ['-p', PROJECT, '-f', COMPOSE_FILE, ...args], { env: composeEnv, encoding: 'utf8' });

const results: Array<{ check: string; ok: boolean; detail: string }> = [];
function record(check: string, ok: boolean, detail: string) {
  results.push({ check, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${check}: ${detail}`);
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitFor<T>(what: string, probe: () => Promise<T | null>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(500);
  }
}
/** A request to the front as a browser on `host` sends it (fetch cannot set Host). */
type Answer = { status: number; ok: boolean; headers: IncomingHttpHeaders; body: Buffer; text: () => string; json: <T>() => T };
function front(path: string, init: { method?: string; host?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${FRONT}${path}`,
      { method: init.method ?? 'GET', headers: { host: `${init.host ?? HOST}:${HTTP_PORT}`, ...init.headers }, timeout: 10_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const status = response.statusCode ?? 0;
          resolve({ status, ok: status >= 200 && status < 300, headers: response.headers, body, text: () => body.toString('utf8'), json: () => JSON.parse(body.toString('utf8')) });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${path}: no answer in 10 s`)));
    request.on('error', reject);
    request.end(init.body);
  });
}

let pusher: ReturnType<typeof spawn> | null = null;
const started = Date.now();
try {
  const up = compose('up', '-d', '--no-build');
  if (up.status !== 0) throw new Error(`docker-compose up failed:\n${up.stderr}`);
  await waitFor('the front to answer /api/ready', async () => ((await front('/api/ready')).ok ? true : null), 240_000);
  record('stack up', true, `${((Date.now() - started) / 1000).toFixed(1)} s from docker-compose up to the front's /api/ready`);

  for (const brand of Object.values(BRANDS)) {
    const answer = await front('/', { host: `${brand.code}.localhost` });
    const html = answer.text();
    const csp = String(answer.headers['content-security-policy'] ?? '');
    record(
      `home page of ${brand.code}`,
      answer.status === 200 && html.includes(brand.serviceName) && csp.includes("frame-ancestors"),
      `${answer.status}, ${html.length} bytes, names ${brand.serviceName}: ${html.includes(brand.serviceName)}, CSP: ${csp ? 'yes' : 'no'}`,
    );
  }

  const signin = await front('/v2/api/auth/signin', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: DEMO_ACCOUNTS.viewer.loginId, password: DEMO_ACCOUNTS.viewer.password }),
  });
  const cookie = (signin.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
  const profile = signin.json<{ profile?: { nickname?: string } }>().profile;
  record('sign-in', signin.status === 200 && cookie.length > 0, `${signin.status} as ${profile?.nickname ?? '?'}`);

  // The demo streamer's channel goes live on a test pattern pushed over RTMPS to the front, as an
  // encoder outside would (TLS ends at the front; ffmpeg does not verify the self-signed certificate).
  const streamKey = DEMO_STREAM_KEYS[DEMO_ACCOUNTS.streamer.loginId];
  pusher = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=24'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100', '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '24'],
      ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-f', 'flv', `${settings['MEDIA_RTMP_URL']}/${streamKey}`],
    ],
    { stdio: 'ignore' },
  );
  const pushedAt = Date.now();
  const list = (await front('/api/guest/channels?page=1&size=50')).json<{ items?: Array<{ channelId: number; ownerNickname?: string }> }>();
  const channelId = list.items?.find((channel) => channel.ownerNickname === DEMO_ACCOUNTS.streamer.nickname)?.channelId;
  if (!channelId) throw new Error(`the demo streamer's channel is not listed: ${JSON.stringify(list).slice(0, 300)}`);
  const stream = await waitFor(
    'the channel to go live',
    async () => {
      const detail = (await front(`/api/guest/channel/${channelId}`, { headers: { cookie } })).json<{ isLive?: boolean; stream?: { url: string } | null }>();
      return detail.isLive && detail.stream ? detail.stream : null;
    },
    60_000,
  );
  const playlistPath = new URL(stream.url).pathname + new URL(stream.url).search;
  const segment = await waitFor(
    'a playable HLS segment',
    async () => {
      const playlist = (await front(playlistPath)).text();
      const uri = playlist.split('\n').find((line) => line.trim() && !line.startsWith('#'));
      if (!uri) return null;
      const segmentUrl = new URL(uri, `http://${HOST}${playlistPath}`);
      const answer = await front(segmentUrl.pathname + segmentUrl.search);
      const bytes = answer.body.byteLength;
      return answer.ok && bytes > 1000 ? { bytes, type: answer.headers['content-type'] } : null;
    },
    60_000,
  );
  record('test stream over RTMPS plays over HLS', true, `first segment ${segment.bytes} bytes (${segment.type}) ${((Date.now() - pushedAt) / 1000).toFixed(1)} s after the push began`);

  // Chat through the front's websocket, signed in by the cookie the sign-in set.
  const socket = io(FRONT, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie, host: HOST }, auth: { token: '', type: '', ticket: '', retry: 0 }, reconnection: false, forceNew: true });
  const heard: Array<{ text?: string; type?: string; seq: number }> = [];
  socket.on('message', (...lines: Array<{ text?: string; type?: string; seq: number }>) => heard.push(...lines));
  await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
  const joined = await socket.timeout(10_000).emitWithAck('join', { room: String(channelId), streamId: 's', source: 'web', lastSeq: 0 });
  const line = `스모크 테스트 ${randomUUID().slice(0, 8)}`;
  const sent = await socket.timeout(10_000).emitWithAck('message', { room: String(channelId), text: line, clientMsgId: randomUUID() });
  await waitFor('the chat line back', async () => (heard.some((message) => message.text === line) ? true : null), 10_000);
  record('chat line', Boolean(joined?.ok && sent?.ok), `joined room ${channelId}, sent and heard "${line}"`);

  const gift = await front('/api/luv/gift', {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ channelId, amount: 100 }),
  });
  const giftBody = gift.text();
  const giftLines = () => heard.filter((message) => message.type !== undefined && message.type !== 'chat' && message.seq > 0).length;
  const beforeAlert = giftLines();
  await waitFor('the gift alert in chat', async () => (giftLines() > beforeAlert || heard.some((message) => /100/.test(message.text ?? '') && message.text !== line) ? true : null), 10_000).catch(() => null);
  record('gift', gift.status === 200, `${gift.status} ${giftBody.slice(0, 160)}`);
  socket.disconnect();
} catch (error) {
  record('smoke test', false, error instanceof Error ? error.message : String(error));
} finally {
  pusher?.kill('SIGINT');
  if (results.some((result) => !result.ok)) console.log(compose('logs', '--tail', '40').stdout);
  if (process.env['SMOKE_KEEP'] !== '1') compose('down', '-v', '--remove-orphans');
}
const failed = results.filter((result) => !result.ok).length;
console.log(`compose smoke: ${results.length - failed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);
