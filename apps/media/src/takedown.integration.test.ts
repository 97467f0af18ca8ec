import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStaffAccount, staffCookie } from './testing/console';
import { pushTestPattern, type FfmpegRun } from './testing/ffmpeg';
import { freePort } from './testing/ports';
import { eventually, startApp, waitForUrl, type AppProcess } from './testing/stack';
import { apiCaller } from './testing/api-call';

/** The API's guest cache keeps a live page 1 s (GUEST_CACHE_MS); a second's margin on a busy machine. */
const GUEST_CACHE_STALENESS_MS = 2_000;

/**
 * Live takedown end to end (docs/takedown.md): the real API (PGlite, demo data) and the real media
 * app as separate processes, ffmpeg publishing a test pattern, an operator in the console acting on it.
 */
const hasFfmpeg = spawnSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' }).status === 0;
if (!hasFfmpeg) console.warn('SKIPPED takedown integration test: ffmpeg is not on PATH (apt-get install -y ffmpeg)');
const describeWithFfmpeg = hasFfmpeg ? describe : describe.skip;

const SECRET = 'integration-media-secret-0123';
/** The publisher must be gone within this (the node hears "drop" at its next heartbeat, every 2 s). */
const DROP_WITHIN_MS = 10_000;

describeWithFfmpeg('an operator takes a live broadcast down', () => {
  let dir: string;
  let api: AppProcess;
  let media: AppProcess;
  let apiUrl: string;
  let rtmpUrl: string;
  let owner: string;
  let moderator: string;
  let auditor: string;
  let channelId: number;
  const figures: Record<string, number> = {};
  const pushes: FfmpegRun[] = [];

  const call = apiCaller(() => apiUrl);
  const isLive = async () => (await call('GET', `/api/guest/channel/${channelId}`, '')).body.isLive === true;
  /** Guests read the live page through the API node's guest cache (GUEST_CACHE_MS, 1 s here): offline within it. */
  const offlineToGuests = () =>
    eventually(
      async () => !(await isLive()),
      GUEST_CACHE_STALENESS_MS,
      'offline to guests within the guest cache’s staleness',
    );
  const newKey = async () => (await call('POST', '/api/my/stream-key', owner)).body.streamKey as string;
  const takedown = (action: string, reason: string) =>
    call('POST', `/api/admin/live/channels/${channelId}/${action}`, moderator, { reason });
  const push = (key: string) => {
    const run = pushTestPattern(`${rtmpUrl}/${key}`, 120);
    pushes.push(run);
    return run;
  };

  /** Publishes with the key until the channel is live. */
  async function goLive(key: string) {
    const run = push(key);
    await eventually(isLive, 10_000, 'live after publish');
    return run;
  }

  /** Runs the takedown and answers how long until the encoder was disconnected (ffmpeg ends on its own). */
  async function droppedAfter(run: FfmpegRun, action: string, reason: string) {
    const started = Date.now();
    const answer = await takedown(action, reason);
    expect(answer).toMatchObject({ status: 200, body: { changed: true, channel: { isLive: false } } });
    let timer: NodeJS.Timeout | undefined;
    const ended = await Promise.race([
      run.done.then(() => Date.now() - started),
      new Promise<number>((done) => {
        timer = setTimeout(() => done(Number.POSITIVE_INFINITY), DROP_WITHIN_MS + 5000);
      }),
    ]);
    clearTimeout(timer);
    return ended;
  }

  /** A publish the media app refuses: ffmpeg fails without the channel going live. */
  async function expectRefused(key: string) {
    const { code } = await push(key).done;
    expect(code).not.toBe(0);
    await offlineToGuests();
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'onair-takedown-'));
    const [apiPort, rtmpPort, httpPort] = [await freePort(), await freePort(), await freePort()];
    apiUrl = `http://127.0.0.1:${apiPort}`;
    const mediaUrl = `http://127.0.0.1:${httpPort}`;
    rtmpUrl = `rtmp://127.0.0.1:${rtmpPort}/live`;
    const database = { DATA_DIR: join(dir, 'api'), DATABASE_URL: '' };
    const moderatorAccount = createStaffAccount(database, 'live-moderator', 'moderator', 'onair');
    const auditorAccount = createStaffAccount(database, 'auditor', 'super-admin', 'all');
    api = startApp('apps/api/src/main.ts', {
      ...database,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DEMO_SEED: '1',
      LOG_LEVEL: 'warn',
      MEDIA_SHARED_SECRET: SECRET,
      MEDIA_PUBLIC_URL: mediaUrl,
      MEDIA_RTMP_URL: rtmpUrl,
    });
    await waitForUrl(`${apiUrl}/api/health`, api);
    media = startApp('apps/media/src/main.ts', {
      RTMP_PORT: String(rtmpPort),
      MEDIA_HTTP_PORT: String(httpPort),
      MEDIA_DATA_DIR: join(dir, 'media'),
      MEDIA_API_URL: apiUrl,
      MEDIA_SHARED_SECRET: SECRET,
      MEDIA_NODE_ID: 'takedown-node',
    });
    await waitForUrl(`${mediaUrl}/healthz`, media);
    moderator = await staffCookie(apiUrl, moderatorAccount);
    auditor = await staffCookie(apiUrl, auditorAccount);

    // demobj03's channel (onair) is offline in the demo data.
    const signin = await fetch(`${apiUrl}/v2/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginId: 'demobj03', password: 'onair1234!', loginKeep: false }),
    });
    expect(signin.status).toBe(200);
    owner = signin.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    channelId = (await call('GET', '/api/auth/me', owner)).body.channelId;
    expect(channelId).toEqual(expect.any(Number));
  }, 180_000);

  afterAll(async () => {
    for (const run of pushes) run.kill();
    media?.kill();
    api?.kill();
    await Promise.all([media?.exited, api?.exited]);
    await rm(dir, { recursive: true, force: true });
    console.log(`takedown figures (ms): ${JSON.stringify(figures)}`);
  }, 30_000);

  test('ending the broadcast drops the publisher within 10 s, the channel is offline, the streamer is told why', async () => {
    const key = await newKey();
    const run = await goLive(key);
    figures['endToDropped'] = await droppedAfter(run, 'end', '방송 중 욕설');
    expect(figures['endToDropped']).toBeLessThan(DROP_WITHIN_MS);
    await offlineToGuests();
    expect((await call('GET', `/api/guest/channel/${channelId}`, '')).body.stream).toBeNull();
    const settings = (await call('GET', '/api/my/stream-key', owner)).body;
    expect(settings.takedown).toMatchObject({
      action: 'end',
      message: '운영자가 방송을 종료했습니다. 사유: 방송 중 욕설',
    });
  }, 60_000);

  test('a revoked key is dropped and refused when it publishes again', async () => {
    const key = await newKey();
    const run = await goLive(key);
    figures['revokeToDropped'] = await droppedAfter(run, 'revoke-key', '스트림 키 유출');
    expect(figures['revokeToDropped']).toBeLessThan(DROP_WITHIN_MS);
    await expectRefused(key);
    expect((await call('GET', '/api/my/stream-key', owner)).body).toMatchObject({ keyPrefix: null, isLive: false });
  }, 60_000);

  test('a suspended channel is dropped and refused, with the reason, until the suspension is lifted', async () => {
    const key = await newKey();
    const run = await goLive(key);
    figures['suspendToDropped'] = await droppedAfter(run, 'suspend', '저작권 침해');
    expect(figures['suspendToDropped']).toBeLessThan(DROP_WITHIN_MS);
    await expectRefused(key);
    // A new key does not get round it.
    await expectRefused(await newKey());
    const reason = '운영자가 이 채널의 방송을 정지했습니다. 정지가 해제될 때까지 방송할 수 없습니다. 사유: 저작권 침해';
    expect((await call('GET', '/api/my/stream-key', owner)).body.suspension).toMatchObject({ message: reason });
    expect(media.output()).toContain(`refused by the API: suspended (${reason})`);

    expect((await takedown('lift', '소명 확인')).body).toMatchObject({ changed: true, channel: { suspension: null } });
    const again = await goLive(await newKey());
    again.kill();
    await eventually(async () => !(await isLive()), 15_000, 'offline after the encoder stopped');
  }, 90_000);

  test('each action left its audit row', async () => {
    const audit = await call('GET', `/api/admin/audit?targetKind=channel&targetId=${channelId}`, auditor);
    expect(audit.status).toBe(200);
    expect(
      audit.body.items.map((row: { action: string; reason: string; brand: string }) => [
        row.action,
        row.reason,
        row.brand,
      ]),
    ).toEqual([
      ['live.lift', '소명 확인', 'onair'],
      ['live.suspend', '저작권 침해', 'onair'],
      ['live.revoke-key', '스트림 키 유출', 'onair'],
      ['live.end', '방송 중 욕설', 'onair'],
    ]);
  });
});
