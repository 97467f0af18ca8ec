import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BRANDS } from '@onair/brand';
import { pushTestPattern } from './testing/ffmpeg';
import { readFlv } from './testing/flv';
import { jpegWidth } from './testing/jpeg';
import { THUMBNAIL_RETIRE_MS } from './thumbnailer';
import { freePort } from './testing/ports';
import { eventually, startApp, waitForUrl, type AppProcess } from './testing/stack';

/**
 * The media path end to end: the real API (PGlite, demo data) and the real media app as separate
 * processes, ffmpeg pushing a test pattern over RTMP.
 */
const hasFfmpeg = spawnSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' }).status === 0;
if (!hasFfmpeg) console.warn('SKIPPED broadcast integration test: ffmpeg is not on PATH (apt-get install -y ffmpeg)');
const describeWithFfmpeg = hasFfmpeg ? describe : describe.skip;

const SECRET = 'integration-media-secret-0123';
const ORIGIN = BRANDS.onair.allowedOrigins[0] as string;

const flvUrlOf = (hlsUrl: string) => hlsUrl.replace('.m3u8?', '.flv?');

describeWithFfmpeg('broadcasting through the API and the media app', () => {
  let dir: string;
  let api: AppProcess;
  let media: AppProcess;
  let apiUrl: string;
  let mediaUrl: string;
  let rtmpUrl: string;
  let cookie: string;
  let channelId: number;
  const figures: Record<string, number> = {};

  const vodDirOf = (broadcastId: string) => join(dir, 'media', 'vod', broadcastId);
  const call = async (method: string, path: string) => {
    const response = await fetch(`${apiUrl}${path}`, { method, headers: { cookie } });
    return { status: response.status, body: await response.json() };
  };
  const isLive = async () => (await call('GET', `/api/guest/channel/${channelId}`)).body.isLive === true;
  const newKey = async () => (await call('POST', '/api/my/stream-key')).body.streamKey as string;

  async function startMedia() {
    media = startApp('apps/media/src/main.ts', {
      RTMP_PORT: new URL(rtmpUrl).port,
      MEDIA_HTTP_PORT: new URL(mediaUrl).port,
      MEDIA_DATA_DIR: join(dir, 'media'),
      MEDIA_API_URL: apiUrl,
      MEDIA_SHARED_SECRET: SECRET,
      MEDIA_NODE_ID: 'integration-node',
    });
    await waitForUrl(`${mediaUrl}/healthz`, media);
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'onair-broadcast-'));
    const [apiPort, rtmpPort, httpPort] = [await freePort(), await freePort(), await freePort()];
    apiUrl = `http://127.0.0.1:${apiPort}`;
    mediaUrl = `http://127.0.0.1:${httpPort}`;
    rtmpUrl = `rtmp://127.0.0.1:${rtmpPort}/live`;
    api = startApp('apps/api/src/main.ts', {
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'api'),
      DEMO_SEED: '1',
      LOG_LEVEL: 'warn',
      MEDIA_SHARED_SECRET: SECRET,
      MEDIA_PUBLIC_URL: mediaUrl,
      MEDIA_RTMP_URL: rtmpUrl,
      DATABASE_URL: '',
    });
    await waitForUrl(`${apiUrl}/api/health`, api);
    await startMedia();

    // demobj03's channel is offline in the demo data.
    const signin = await fetch(`${apiUrl}/v2/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginId: 'demobj03', password: 'onair1234!', loginKeep: false }),
    });
    expect(signin.status).toBe(200);
    cookie = signin.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const me = await call('GET', '/api/auth/me');
    channelId = me.body.channelId;
    expect(channelId).toEqual(expect.any(Number));
  }, 180_000);

  afterAll(async () => {
    media?.kill();
    api?.kill();
    await Promise.all([media?.exited, api?.exited]);
    await rm(dir, { recursive: true, force: true });
    console.log(`broadcast figures (ms): ${JSON.stringify(figures)}`);
  }, 30_000);

  test('an unknown key is refused and the channel stays offline', async () => {
    const push = pushTestPattern(`${rtmpUrl}/live_not-a-real-key`, 3);
    expect((await push.done).code).not.toBe(0);
    expect(await isLive()).toBe(false);
  }, 30_000);

  test('a publish goes live, plays over HTTP-FLV and HLS by channel id, ends offline and leaves a recording', async () => {
    const key = await newKey();
    const started = Date.now();
    const push = pushTestPattern(`${rtmpUrl}/${key}`, 8);
    let hlsUrl = '';
    let pushEnded = 0;
    try {
      await eventually(isLive, 10_000, 'live after publish');
      figures['publishToLive'] = Date.now() - started;
      const detail = (await call('GET', `/api/guest/channel/${channelId}`)).body;
      expect(detail.liveStartedAt).toEqual(expect.any(String));

      // Playback URLs come signed from the API: HLS for this channel's player, HTTP-FLV beside it.
      hlsUrl = detail.stream.url as string;
      expect(hlsUrl).toMatch(new RegExp(`^${mediaUrl}/live/${channelId}\\.m3u8\\?token=\\d+\\.[\\w-]+$`));
      const flvUrl = flvUrlOf(hlsUrl);

      // HTTP-FLV by channel id, CORS for the brand's origin; never by the key, never without the token.
      const flv = await readFlv(flvUrl, (tags) => tags.includes('video') && tags.includes('audio'), 8000);
      expect(flv).toMatchObject({ status: 200, signature: 'FLV' });
      expect(flv.tags).toEqual(expect.arrayContaining(['video', 'audio']));
      expect((await fetch(`${mediaUrl}/live/${key}.flv`)).status).toBe(404);
      expect((await fetch(`${mediaUrl}/live/${channelId}.flv`)).status).toBe(403);
      expect((await fetch(`${mediaUrl}/live/${channelId + 1}.flv?${new URL(flvUrl).search.slice(1)}`)).status).toBe(
        403,
      );
      expect((await fetch(flvUrl, { headers: { origin: 'https://evil.example' } })).status).toBe(403);

      // HLS: the sliding live playlist, then a segment of MPEG-TS, each with its token.
      expect((await fetch(`${mediaUrl}/live/${channelId}.m3u8`)).status).toBe(403);
      const playlistStarted = Date.now();
      const playlist = await fetch(hlsUrl, { headers: { origin: ORIGIN } });
      figures['firstPlaylist'] = Date.now() - playlistStarted;
      expect(playlist.status).toBe(200);
      expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
      expect(playlist.headers.get('access-control-allow-origin')).toBe(ORIGIN);
      const text = await playlist.text();
      expect(text).toContain('#EXTINF');
      expect(text).not.toContain(key);
      const segment = text.split('\n').find((line) => /\.ts\?token=/.test(line)) as string;
      const segmentUrl = new URL(segment, hlsUrl);
      const segmentResponse = await fetch(segmentUrl);
      expect(segmentResponse.status).toBe(200);
      expect(segmentResponse.headers.get('content-type')).toBe('video/mp2t');
      expect(Buffer.from(await segmentResponse.arrayBuffer())[0]).toBe(0x47);
      expect((await fetch(`${segmentUrl.origin}${segmentUrl.pathname}`)).status).toBe(403);
      // The channel's token is not a key to the broadcast's files.
      expect((await fetch(`${segmentUrl.origin}${segmentUrl.pathname}${new URL(hlsUrl).search}`)).status).toBe(403);

      // The home list's picture: a snapshot served by channel id, and the channel's thumbnail_url versioned to it.
      const thumbnailUrlNow = async () =>
        (await call('GET', `/api/guest/channel/${channelId}`)).body.thumbnailUrl as string | null;
      await eventually(async () => (await thumbnailUrlNow()) !== null, 10_000, 'thumbnail set');
      const thumbnailUrl = (await thumbnailUrlNow()) as string;
      figures['publishToThumbnail'] = Date.now() - started;
      expect(thumbnailUrl).toMatch(new RegExp(`^${mediaUrl}/thumbs/${channelId}\\.jpg\\?v=\\d{10}$`));
      const picture = await fetch(thumbnailUrl, { headers: { origin: ORIGIN } });
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/jpeg');
      expect(picture.headers.get('cache-control')).toBe('public, max-age=15');
      const jpeg = Buffer.from(await picture.arrayBuffer());
      expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect(jpegWidth(jpeg)).toBe(320);

      expect((await push.done).code).toBe(0);
      const ended = Date.now();
      pushEnded = ended;
      await eventually(async () => !(await isLive()), 10_000, 'offline after unpublish');
      figures['unpublishToOffline'] = Date.now() - ended;
    } finally {
      push.kill();
    }

    const recordings = await eventually(
      async () => (await call('GET', '/api/my/recorded-stream-list')).body.total === 1,
      10_000,
      'recorded stream listed',
    ).then(() => call('GET', '/api/my/recorded-stream-list'));
    const [recording] = recordings.body.items;
    expect(recording).toMatchObject({ channelId, kind: 2, stream: { player: 'HLS', provider: 'llh' } });
    expect(recording.durationSeconds).toBeGreaterThanOrEqual(4);
    const vod = await (await fetch(recording.stream.url)).text();
    expect(vod).toContain('#EXT-X-ENDLIST');
    const vodSegment = vod.split('\n').find((line) => /\.ts\?token=/.test(line)) as string;
    expect((await fetch(new URL(vodSegment, recording.stream.url))).status).toBe(200);
    expect((await fetch(recording.stream.url.split('?')[0])).status).toBe(403);
    // A player still polling the live playlist just after the end is told the stream ended, not refused.
    const last = await fetch(hlsUrl);
    expect(last.status).toBe(200);
    const lastText = await last.text();
    expect(lastText).toContain('#EXT-X-ENDLIST');
    expect(lastText).toMatch(/\.ts\?token=/);
    // Offline: no picture of a broadcast that ended.
    expect((await call('GET', `/api/guest/channel/${channelId}`)).body.thumbnailUrl).toBeNull();
    // The file itself goes a little later: a list loaded just before the end still names it.
    // It is removed THUMBNAIL_RETIRE_MS after the media app saw the end, which came after the push ended.
    const picture = `${mediaUrl}/thumbs/${channelId}.jpg`;
    if (Date.now() - pushEnded < THUMBNAIL_RETIRE_MS) expect((await fetch(picture)).status).toBe(200);
    while ((await fetch(picture)).status !== 404 && Date.now() - pushEnded < THUMBNAIL_RETIRE_MS + 20_000)
      await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await fetch(picture)).status).toBe(404);
    expect(Date.now() - pushEnded).toBeGreaterThanOrEqual(THUMBNAIL_RETIRE_MS);
  }, 75_000);

  test('a recording gets its duration and a frame at 2 s as its thumbnail; deleting it removes its files', async () => {
    const listed = async () => (await call('GET', '/api/my/recorded-stream-list?size=10')).body;
    const before = (await listed()).total as number;
    const key = await newKey();
    const push = pushTestPattern(`${rtmpUrl}/${key}`, 6);
    try {
      await eventually(isLive, 10_000, 'live');
      expect((await push.done).code).toBe(0);
    } finally {
      push.kill();
    }
    await eventually(async () => (await listed()).total === before + 1, 10_000, 'recording filed');
    const recording = (await listed()).items[0];
    const broadcastId = /\/vod\/(\d+)\//.exec(recording.stream.url)?.[1] as string;
    const files = vodDirOf(broadcastId);

    // Its duration is what the playlist holds, as ffprobe reads it (rounded to whole seconds).
    const probed = spawnSync(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', join(files, 'index.m3u8')],
      { encoding: 'utf8' },
    );
    expect(probed.status).toBe(0);
    expect(recording.durationSeconds).toBe(Math.round(Number(probed.stdout.trim())));
    expect(recording.durationSeconds).toBeGreaterThanOrEqual(4);
    expect(recording.durationSeconds).toBeLessThanOrEqual(7);

    // The thumbnail: a JPEG beside the playlist, signed like it, the source's width (never scaled up).
    expect(recording.thumbnailUrl).toMatch(new RegExp(`^${mediaUrl}/vod/${broadcastId}/thumb\\.jpg\\?token=`));
    const picture = await fetch(recording.thumbnailUrl);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    const jpeg = Buffer.from(await picture.arrayBuffer());
    expect(jpegWidth(jpeg)).toBe(320);
    expect((await fetch(recording.thumbnailUrl.split('?')[0])).status).toBe(403);
    // The frame 2 s in, not the first one (the test pattern moves): the same ffmpeg grab gives the same bytes.
    const grab = (seconds: number, output: string) =>
      spawnSync('ffmpeg', [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-threads', '1', '-ss', seconds.toFixed(3)],
        ...['-i', join(files, 'index.m3u8'), '-an', '-frames:v', '1', '-vf', 'scale=w=min(480\\,iw):h=-2', '-q:v', '5'],
        ...['-f', 'mjpeg', '-y', output],
      ]).status;
    expect(grab(2, join(dir, 'at-2s.jpg'))).toBe(0);
    expect(grab(0.001, join(dir, 'at-0s.jpg'))).toBe(0);
    expect(jpeg.equals(await readFile(join(dir, 'at-2s.jpg')))).toBe(true);
    expect(jpeg.equals(await readFile(join(dir, 'at-0s.jpg')))).toBe(false);

    // Deleted: gone from the API at once, and the node removes the files at its next heartbeat (2 s).
    expect((await readdir(files)).length).toBeGreaterThan(2);
    const deleted = await fetch(`${apiUrl}/api/my/recorded-stream/${recording.recordedStreamId}`, {
      method: 'DELETE',
      headers: { cookie },
    });
    expect(deleted.status).toBe(200);
    expect((await call('GET', `/api/guest/recorded-stream/${recording.recordedStreamId}`)).status).toBe(404);
    const removedAt = Date.now();
    await eventually(
      async () => (await stat(files).then(() => false, () => true)),
      10_000,
      'files removed',
    );
    figures['deleteToFilesRemoved'] = Date.now() - removedAt;
    // A URL handed out before the deletion is refused now, as a bad token (docs/media.md, "Closed recordings and clips").
    expect((await fetch(recording.stream.url)).status).toBe(403);
    expect((await fetch(recording.thumbnailUrl)).status).toBe(403);
  }, 60_000);

  test('regenerating the key drops the live publisher and the channel goes offline', async () => {
    const key = await newKey();
    const push = pushTestPattern(`${rtmpUrl}/${key}`, 30);
    try {
      await eventually(isLive, 10_000, 'live');
      const liveUrl = (await call('GET', `/api/guest/channel/${channelId}`)).body.stream.url as string;
      const regenerated = Date.now();
      await newKey();
      expect(await isLive()).toBe(false);
      const { code } = await push.done;
      figures['regenerateToPublisherDropped'] = Date.now() - regenerated;
      expect(code).not.toBe(0);
      expect((await fetch(flvUrlOf(liveUrl))).status).toBe(404);
    } finally {
      push.kill();
    }
  }, 60_000);

  test('a media node that dies takes its channels offline (heartbeat sweep)', async () => {
    const key = await newKey();
    const push = pushTestPattern(`${rtmpUrl}/${key}`, 60);
    try {
      await eventually(isLive, 10_000, 'live');
      const killed = Date.now();
      media.kill('SIGKILL');
      await media.exited;
      await eventually(async () => !(await isLive()), 20_000, 'offline after the node died');
      figures['nodeDeathToOffline'] = Date.now() - killed;
    } finally {
      push.kill();
    }
    await startMedia();
  }, 60_000);
});
