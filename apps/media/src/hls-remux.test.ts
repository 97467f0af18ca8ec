import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHlsRemux, type HlsRemux } from './hls-remux';
import { startMediaServer, type MediaServer } from './media-server';
import { pushTestPattern, requireFfmpeg } from './testing/ffmpeg';
import { streamStarts } from './testing/ffprobe';
import { freePort } from './testing/ports';

/**
 * A recording as players see it: node-media-server and the remux's real ffmpeg, ffmpeg publishing.
 * Recordings once began with a gap (audio from 1.9 s, video from 3.4 s), and players waiting at 0
 * never started.
 */
describe('a recording (HLS remux of a live stream)', () => {
  let dir: string;
  let server: MediaServer;
  const remuxes = new Map<string, Promise<HlsRemux>>();
  /** How long after the publish the remux of a key starts (a media node that picks up a running stream). */
  const remuxDelayMs: Record<string, number> = { 'joined-late': 1_700 };

  beforeAll(async () => {
    requireFfmpeg();
    dir = await mkdtemp(join(tmpdir(), 'onair-remux-'));
    server = await startMediaServer({
      rtmpPort: await freePort(),
      httpPort: await freePort(),
      host: '127.0.0.1',
      reconnectGraceMs: 0,
      log: () => undefined,
      isStreamKeyValid: async () => true,
      onPublish: (key) => {
        const start = () => startHlsRemux(`${server.rtmpUrl}/${key}`, join(dir, key), () => undefined);
        const delay = remuxDelayMs[key] ?? 0;
        remuxes.set(key, delay ? new Promise((done) => setTimeout(() => done(start()), delay)) : start());
      },
      onUnpublish: async () => undefined,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  async function firstSegmentOf(key: string, seconds: number) {
    const push = pushTestPattern(`${server.rtmpUrl}/${key}`, seconds);
    expect((await push.done).code).toBe(0);
    const remux = await remuxes.get(key);
    expect(await remux?.finish()).toBeGreaterThanOrEqual(2);
    const first = (await readdir(join(dir, key))).filter((name) => name.endsWith('.ts')).sort()[0];
    return streamStarts(join(dir, key, first as string));
  }

  test.each(['from-the-start', 'joined-late'])(
    'the first segment has video and audio from 0, within one frame (%s)',
    async (key) => {
      // The push outlasts the remux's late start by 4 s, and by 2 s more for ffmpeg's own start on a busy machine.
      const starts = await firstSegmentOf(key, 4 + Math.ceil((remuxDelayMs[key] ?? 0) / 1_000) + 2);
      expect(starts.map((stream) => stream.codecType).sort()).toEqual(['audio', 'video']);
      // Listed on failure with where they start instead.
      expect(starts.filter((stream) => stream.startTime < 0 || stream.startTime > stream.frameSeconds)).toEqual([]);
    },
    60_000,
  );
});
