import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStaffAccount, staffCookie } from './testing/console';
import { pushTestPattern } from './testing/ffmpeg';
import { freePort } from './testing/ports';
import { eventually, startApp, waitForUrl, type AppProcess } from './testing/stack';
import { apiCaller } from './testing/api-call';

/**
 * A playback URL handed out before a recording was hidden or deleted, or a clip deleted, stops
 * playing on every media node (docs/media.md, "Closed recordings and clips"): the real API (PGlite,
 * demo data) and two real media nodes as separate processes, ffmpeg recording on the first.
 */
const hasFfmpeg = spawnSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' }).status === 0;
if (!hasFfmpeg)
  console.warn('SKIPPED playback closures integration test: ffmpeg is not on PATH (apt-get install -y ffmpeg)');
const describeWithFfmpeg = hasFfmpeg ? describe : describe.skip;

const SECRET = 'integration-media-secret-0123';
/** Each node learns at its next heartbeat (every 2 s); a margin for a busy machine. */
const REFUSED_WITHIN_MS = 5_000;

type Node = { url: string; rtmpUrl: string; process?: AppProcess };
type Recording = { recordedStreamId: number; stream: { url: string } };

describeWithFfmpeg('hidden and deleted recordings and clips on every media node', () => {
  let dir: string;
  let api: AppProcess;
  let apiUrl: string;
  let owner: string;
  let viewer: string;
  let operator: string;
  /** The node that records (its playback URLs are the API's answers) and another that holds none of the files. */
  const recorder: Node = { url: '', rtmpUrl: '' };
  const other: Node = { url: '', rtmpUrl: '' };
  const nodes = [recorder, other];
  let kept: number;
  let closing: number;
  const figures: Record<string, number> = {};

  const call = apiCaller(() => apiUrl);
  /** The recording's playback URL as the caller is answered it (null: not answered, hidden or deleted). */
  const urlOf = async (recordedStreamId: number, cookie = '') => {
    const answer = await call('GET', `/api/guest/recorded-stream/${recordedStreamId}`, cookie);
    return answer.status === 200 ? ((answer.body as Recording).stream.url as string) : null;
  };
  /** The same URL on the other node. */
  const onOtherNode = (url: string) => url.replace(recorder.url, other.url);
  /** The playlist's status and its first segment's, the segment carrying the token the playlist put on it. */
  async function play(url: string): Promise<[number, number]> {
    const playlist = await fetch(url);
    if (playlist.status !== 200) return [playlist.status, 0];
    const segment = (await playlist.text()).split('\n').find((line) => /\.ts\?token=/.test(line));
    if (!segment) throw new Error(`no segment in ${url}`);
    return [200, (await fetch(new URL(segment, url))).status];
  }
  /** The old URL's playlist and segment are 403 on the recording node, and its playlist on the other node; answers how long that took. */
  async function refusedEverywhere(url: string, segmentUrl: string, what: string) {
    return eventually(
      async () =>
        (await fetch(url)).status === 403 &&
        (await fetch(segmentUrl)).status === 403 &&
        (await fetch(onOtherNode(url))).status === 403,
      REFUSED_WITHIN_MS,
      what,
    );
  }
  /** A segment URL of the playlist, with the playlist's token, read while it still plays. */
  async function segmentOf(url: string) {
    const text = await (await fetch(url)).text();
    return new URL(text.split('\n').find((line) => /\.ts\?token=/.test(line)) as string, url).toString();
  }

  async function record(seconds: number) {
    const listed = async () => (await call('GET', '/api/my/recorded-stream-list?size=10', owner)).body;
    const before = (await listed()).total as number;
    const key = (await call('POST', '/api/my/stream-key', owner)).body.streamKey as string;
    const push = pushTestPattern(`${recorder.rtmpUrl}/${key}`, seconds);
    try {
      expect((await push.done).code).toBe(0);
    } finally {
      push.kill();
    }
    await eventually(async () => (await listed()).total === before + 1, 15_000, 'recording filed');
    return ((await listed()).items[0] as Recording).recordedStreamId;
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'onair-closures-'));
    const apiPort = await freePort();
    apiUrl = `http://127.0.0.1:${apiPort}`;
    const database = { DATA_DIR: join(dir, 'api'), DATABASE_URL: '' };
    const operatorAccount = createStaffAccount(database, 'recordings-operator', 'super-admin', 'all');
    for (const node of nodes) {
      const [rtmpPort, httpPort] = [await freePort(), await freePort()];
      Object.assign(node, { url: `http://127.0.0.1:${httpPort}`, rtmpUrl: `rtmp://127.0.0.1:${rtmpPort}/live` });
    }
    api = startApp('apps/api/src/main.ts', {
      ...database,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DEMO_SEED: '1',
      LOG_LEVEL: 'warn',
      MEDIA_SHARED_SECRET: SECRET,
      MEDIA_PUBLIC_URL: recorder.url,
      MEDIA_RTMP_URL: recorder.rtmpUrl,
    });
    await waitForUrl(`${apiUrl}/api/health`, api);
    for (const [index, node] of nodes.entries()) {
      node.process = startApp('apps/media/src/main.ts', {
        RTMP_PORT: new URL(node.rtmpUrl).port,
        MEDIA_HTTP_PORT: new URL(node.url).port,
        MEDIA_DATA_DIR: join(dir, `media-${index}`),
        MEDIA_API_URL: apiUrl,
        MEDIA_SHARED_SECRET: SECRET,
        MEDIA_NODE_ID: `closures-node-${index}`,
        MEDIA_NODE_PUBLIC_URL: node.url,
      });
      await waitForUrl(`${node.url}/healthz`, node.process);
    }
    operator = await staffCookie(apiUrl, operatorAccount);
    const signIn = async (loginId: string) => {
      const signin = await fetch(`${apiUrl}/v2/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loginId, password: 'onair1234!', loginKeep: false }),
      });
      expect(signin.status).toBe(200);
      return signin.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
    };
    // demobj03's channel (onair) is offline in the demo data; demobj04 watches and clips.
    owner = await signIn('demobj03');
    viewer = await signIn('demobj04');
    kept = await record(7);
    closing = await record(7);
  }, 240_000);

  afterAll(async () => {
    for (const node of nodes) node.process?.kill();
    api?.kill();
    await Promise.all([...nodes.map((node) => node.process?.exited), api?.exited]);
    await rm(dir, { recursive: true, force: true });
    console.log(`playback closure figures (ms): ${JSON.stringify(figures)}`);
  }, 30_000);

  test('both recordings play from the node that recorded them; the other node has no files', async () => {
    for (const id of [kept, closing]) {
      const url = (await urlOf(id)) as string;
      expect(url.startsWith(`${recorder.url}/vod/`)).toBe(true);
      expect(await play(url)).toEqual([200, 200]);
      // A valid token, so not refused: only missing.
      expect((await fetch(onOtherNode(url))).status).toBe(404);
    }
  });

  test('the owner hides a recording: its old URL is refused everywhere, another still plays, the owner’s plays; shown again it plays', async () => {
    const old = (await urlOf(closing)) as string;
    const oldSegment = await segmentOf(old);
    expect((await call('PATCH', `/api/my/recorded-stream/${closing}`, owner, { hidden: true })).status).toBe(200);
    figures['ownerHideToRefused'] = await refusedEverywhere(old, oldSegment, 'old URL refused after the hide');

    expect(await play((await urlOf(kept)) as string)).toEqual([200, 200]);
    expect(await urlOf(closing)).toBeNull();
    // Hidden is "playable for the owner only": their URL, signed after the hide, plays.
    expect(await play((await urlOf(closing, owner)) as string)).toEqual([200, 200]);

    expect((await call('PATCH', `/api/my/recorded-stream/${closing}`, owner, { hidden: false })).status).toBe(200);
    const fresh = (await urlOf(closing)) as string;
    await eventually(async () => (await play(fresh))[1] === 200, REFUSED_WITHIN_MS, 'fresh URL plays after the show');
    expect(await play(fresh)).toEqual([200, 200]);
  }, 30_000);

  test('an operator hides a recording: refused everywhere until shown again', async () => {
    const old = (await urlOf(closing)) as string;
    const oldSegment = await segmentOf(old);
    const hide = (hidden: boolean) =>
      call('POST', `/api/admin/recordings/${closing}/visibility`, operator, { hidden, reason: '저작권 신고' });
    expect((await hide(true)).body).toMatchObject({ changed: true });
    figures['operatorHideToRefused'] = await refusedEverywhere(
      old,
      oldSegment,
      'old URL refused after the operator’s hide',
    );
    expect(await play((await urlOf(kept)) as string)).toEqual([200, 200]);

    expect((await hide(false)).body).toMatchObject({ changed: true });
    const fresh = (await urlOf(closing)) as string;
    await eventually(async () => (await play(fresh))[1] === 200, REFUSED_WITHIN_MS, 'fresh URL plays after the show');
  }, 30_000);

  test('a deleted clip is refused everywhere; the recording it was cut from still plays', async () => {
    const made = await call('POST', '/api/my/clip', viewer, {
      recordedStreamId: kept,
      title: '지울 클립',
      startSeconds: 0,
      durationSeconds: 5,
    });
    expect(made.status).toBe(200);
    const clipId = made.body.clipId as number;
    const clip = async () => (await call('GET', `/api/guest/clip/${clipId}`, viewer)).body;
    await eventually(async () => (await clip()).status === 'ready', 30_000, 'clip cut');
    const url = (await clip()).url as string;
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(onOtherNode(url))).status).toBe(404);

    expect((await call('DELETE', `/api/my/clip/${clipId}`, viewer)).status).toBe(200);
    figures['clipDeleteToRefused'] = await eventually(
      async () => (await fetch(url)).status === 403 && (await fetch(onOtherNode(url))).status === 403,
      REFUSED_WITHIN_MS,
      'deleted clip refused',
    );
    expect(await play((await urlOf(kept)) as string)).toEqual([200, 200]);
  }, 60_000);

  test('the owner deletes a recording: its old URLs, the owner’s too, are refused everywhere; another still plays', async () => {
    const old = (await urlOf(closing)) as string;
    const oldSegment = await segmentOf(old);
    expect((await call('PATCH', `/api/my/recorded-stream/${closing}`, owner, { hidden: true })).status).toBe(200);
    const owners = (await urlOf(closing, owner)) as string;
    expect(await play(owners)).toEqual([200, 200]);
    const ownersSegment = await segmentOf(owners);
    expect((await call('DELETE', `/api/my/recorded-stream/${closing}`, owner)).status).toBe(200);
    figures['deleteToRefused'] = await refusedEverywhere(
      owners,
      ownersSegment,
      'the owner’s URL refused after the delete',
    );
    expect((await fetch(old)).status).toBe(403);
    expect((await fetch(oldSegment)).status).toBe(403);
    expect(await play((await urlOf(kept)) as string)).toEqual([200, 200]);
  }, 30_000);
});
