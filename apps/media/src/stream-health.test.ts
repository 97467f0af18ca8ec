import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { streamHealthWarnings, type StreamHealth } from '@onair/contracts';
import { startHlsRemux, type HlsRemux } from './hls-remux';
import { startMediaServer, type MediaServer } from './media-server';
import { createHealthMeter } from './stream-health';
import { pushTestPattern, requireFfmpeg, type TestPattern } from './testing/ffmpeg';
import { freePort } from './testing/ports';

/**
 * Stream health as the media node measures it (docs/media.md, "Stream health"): real ffmpeg
 * publishing to node-media-server with a known frame rate, keyframe interval and bitrate, and the
 * remux's packet listing measuring them.
 */
describe('stream health measured at ingest', () => {
  let dir: string;
  let server: MediaServer;
  const remuxes = new Map<string, Promise<HlsRemux>>();

  beforeAll(async () => {
    requireFfmpeg();
    dir = await mkdtemp(join(tmpdir(), 'onair-health-'));
    server = await startMediaServer({
      rtmpPort: await freePort(),
      httpPort: await freePort(),
      host: '127.0.0.1',
      reconnectGraceMs: 0,
      log: () => undefined,
      isStreamKeyValid: async () => true,
      onPublish: (key) => {
        remuxes.set(key, startHlsRemux(`${server.rtmpUrl}/${key}`, join(dir, key), () => undefined));
      },
      onUnpublish: async () => undefined,
    });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  /** Pushes the pattern and reads the measurement once the 10 s window is full. */
  async function measure(key: string, pattern: TestPattern): Promise<StreamHealth> {
    const push = pushTestPattern(`${server.rtmpUrl}/${key}`, 16, pattern);
    try {
      const started = Date.now();
      let health: StreamHealth | null = null;
      while (Date.now() - started < 30_000) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        health = (await remuxes.get(key))?.health() ?? null;
        if (health && health.windowSeconds >= 9) return health;
      }
      throw new Error(`no full window measured: ${JSON.stringify(health)}`);
    } finally {
      push.kill();
      await push.done;
      await (await remuxes.get(key))?.finish();
    }
  }

  test('a 4 s GOP at 24 fps and 2.5 Mbps is measured as such, and its keyframe interval is flagged', async () => {
    const health = await measure('gop-4s', { size: '640x360', fps: 24, gop: 96, videoKbps: 2500 });
    expect(health.video).toMatchObject({ codec: 'h264', width: 640, height: 360, droppedFrames: 0 });
    expect(health.audio).toMatchObject({ codec: 'aac', sampleRate: 44100 });
    expect(health.video?.fps).toBeGreaterThan(23);
    expect(health.video?.fps).toBeLessThan(25);
    expect(health.video?.keyframeIntervalSeconds).toBeGreaterThan(3.8);
    expect(health.video?.keyframeIntervalSeconds).toBeLessThan(4.2);
    // CBR's filler keeps the video near what was asked; the listing counts every byte that came in.
    expect(health.video?.bitrateKbps).toBeGreaterThan(2500 * 0.8);
    expect(health.video?.bitrateKbps).toBeLessThan(2500 * 1.2);
    expect(health.audio?.bitrateKbps).toBeGreaterThan(60);
    expect(health.audio?.bitrateKbps).toBeLessThan(130);
    expect(streamHealthWarnings(health)).toEqual(['keyframeInterval']);
  }, 60_000);

  test('a 2 s GOP at 30 fps passes; 15 fps at 300 kbps is flagged for both', async () => {
    const good = await measure('gop-2s', { size: '640x360', fps: 30, gop: 60, videoKbps: 1500 });
    expect(good.video?.keyframeIntervalSeconds).toBeGreaterThan(1.9);
    expect(good.video?.keyframeIntervalSeconds).toBeLessThan(2.1);
    expect(good.video?.fps).toBeGreaterThan(29);
    expect(good.video?.fps).toBeLessThan(31);
    expect(streamHealthWarnings(good)).toEqual([]);

    const poor = await measure('slow', { fps: 15, gop: 15, videoKbps: 300 });
    expect(poor.video?.fps).toBeGreaterThan(14);
    expect(poor.video?.fps).toBeLessThan(16);
    expect(poor.video?.keyframeIntervalSeconds).toBeCloseTo(1, 1);
    expect(streamHealthWarnings(poor)).toEqual(['lowFps', 'lowBitrate']);
  }, 90_000);
});

describe('the health meter', () => {
  const HEADER = ['#tb 0: 1/1000', '#media_type 0: video', '#codec_id 0: h264', '#dimensions 0: 1280x720'];

  test('missing frames and a stream falling behind the clock are counted', () => {
    let clock = 0;
    const meter = createHealthMeter({ now: () => clock });
    HEADER.forEach(meter.line);
    // 25 fps for 4 s with frames 40-44 missing, arriving ever later: the encoder falls 2.5 s behind.
    for (let frame = 0; frame < 100; frame += 1) {
      if (frame >= 40 && frame < 45) continue;
      clock = frame * 40 + frame * 25;
      meter.line(`0, ${frame * 40}, ${frame * 40}, 40, 10000, 0x0${frame % 50 === 0 ? '' : ', F=0x0'}`);
    }
    const health = meter.snapshot();
    expect(health?.video).toMatchObject({ droppedFrames: 5, frames: 95, keyframeIntervalSeconds: 2 });
    expect(health?.lagSeconds).toBeCloseTo(2.5, 1);
    expect(health?.audio).toBeNull();
    // Five frames missing from four seconds also bring the delivered rate under 24.
    expect(health?.video?.fps).toBeCloseTo(23.7, 1);
    expect(streamHealthWarnings(health as StreamHealth)).toEqual(['lowFps', 'noAudio', 'droppedFrames', 'lagging']);
  });
});
