import { access, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { playbackTokens } from '@onair/media-tokens';
import type { PublishGrant } from './api-link';
import { createBroadcaster } from './broadcaster';
import { mediaHttp } from './http-routes';
import { startMediaServer, type MediaServer } from './media-server';
import { parsePlaylist } from './playlist';
import { PRUNE_MARGIN_SEGMENTS } from './segment-pruner';
import { grantingApiLink } from './testing/api-link-stub';
import { pushTestPattern, requireFfmpeg } from './testing/ffmpeg';
import { freePort } from './testing/ports';

/**
 * The live playlist's rewind window with real ffmpeg: node-media-server, the remux and the
 * broadcaster, ffmpeg pushing 1 s GOPs (so 1 s segments). The brand's minutes are a few seconds
 * here: the window holds those seconds back from the live edge and no more, and a broadcast not kept
 * as a recording loses the files behind it while it goes on.
 */
const WINDOW_SECONDS = 4;
const LIVE_EDGE = 2;
const SECRET = 'rewind-window-test-secret';

describe('the live playlist keeps the rewind window', () => {
  let dir: string;
  let server: MediaServer;
  let http = '';
  const tokens = playbackTokens(SECRET);
  const grants: Record<string, PublishGrant> = {
    pruned: { channelId: 1, broadcastId: 11, rewindSeconds: WINDOW_SECONDS, keepRecording: false },
    recorded: { channelId: 2, broadcastId: 12, rewindSeconds: WINDOW_SECONDS, keepRecording: true },
  };
  const { api, filed } = grantingApiLink((key) => grants[key]);

  beforeAll(async () => {
    requireFfmpeg();
    dir = await mkdtemp(join(tmpdir(), 'onair-rewind-'));
    const rtmpPort = await freePort();
    const httpPort = await freePort();
    const broadcaster = createBroadcaster({
      api,
      dataDir: dir,
      sourceUrl: (key) => `rtmp://127.0.0.1:${rtmpPort}/live/${key}`,
      drop: () => undefined,
      thumbnailIntervalMs: 60_000,
      liveEdgeSegments: LIVE_EDGE,
      pruneIntervalMs: 300,
      log: () => undefined,
    });
    server = await startMediaServer({
      rtmpPort,
      httpPort,
      host: '127.0.0.1',
      reconnectGraceMs: 0,
      log: () => undefined,
      isStreamKeyValid: broadcaster.isStreamKeyValid,
      onPublish: broadcaster.onPublish,
      onUnpublish: broadcaster.onUnpublish,
      http: mediaHttp({
        lookup: broadcaster,
        dataDir: dir,
        app: 'live',
        allowOrigin: () => true,
        tokens,
        liveWindow: LIVE_EDGE,
      }),
    });
    http = `http://127.0.0.1:${httpPort}`;
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const expires = () => Math.floor(Date.now() / 1000) + 600;
  async function livePlaylist(channelId: number) {
    const response = await fetch(
      `${http}/live/${channelId}.m3u8?token=${tokens.issue(`live/${channelId}`, expires())}`,
    );
    expect(response.status).toBe(200);
    return response.text();
  }
  const segmentFiles = async (broadcastId: number) =>
    (await readdir(join(dir, 'vod', String(broadcastId)))).filter((name) => name.endsWith('.ts')).sort();
  const exists = (path: string) =>
    access(path).then(
      () => true,
      () => false,
    );

  test('the seconds back to the window, older segments dropped; out of the window the files go unless recorded', async () => {
    // Both broadcasts at once: 14 s of 1 s segments against a 4 s window.
    const pushes = ['pruned', 'recorded'].map((key) => pushTestPattern(`${server.rtmpUrl}/${key}`, 14));
    try {
      // Until each broadcast has run well past its window (ffmpeg's EVENT playlist names every segment).
      const deadline = Date.now() + 40_000;
      while (Math.min(await segmentsWritten(11), await segmentsWritten(12)) < 10) {
        if (Date.now() > deadline) throw new Error('the remux did not write 10 segments in 40 s');
        await new Promise((done) => setTimeout(done, 300));
      }
      // The pruner looks every 300 ms: a few rounds.
      await new Promise((done) => setTimeout(done, 1_000));

      for (const [key, grant] of Object.entries(grants)) {
        const window = parsePlaylist(await livePlaylist(grant.channelId));
        const seconds = window.segments.reduce((sum, segment) => sum + segment.duration, 0);
        const first = window.segments[0]?.lines.at(-1) ?? '';
        // Back to the window: about its seconds of segments, the oldest ones left out of the playlist.
        expect({ key, seconds: Math.round(seconds), dropped: window.mediaSequence > 0 }).toEqual({
          key,
          seconds: expect.any(Number),
          dropped: true,
        });
        expect(seconds).toBeGreaterThanOrEqual(WINDOW_SECONDS - 1.5);
        expect(seconds).toBeLessThanOrEqual(WINDOW_SECONDS + 0.01);
        expect(first).toMatch(new RegExp(`^\\.\\./vod/${grant.broadcastId}/seg-\\d{5}\\.ts\\?token=`));
      }

      // Not recorded: on disk only the window and the margin; the first segment is gone, also over HTTP.
      const pruned = await segmentFiles(11);
      expect(pruned.length).toBeLessThanOrEqual(WINDOW_SECONDS + PRUNE_MARGIN_SEGMENTS + 2);
      expect(pruned).not.toContain('seg-00000.ts');
      const vodToken = tokens.issue('vod/11', expires());
      expect((await fetch(`${http}/vod/11/seg-00000.ts?token=${vodToken}`)).status).toBe(404);
      // Recorded: every segment stays, the first one too (the window is only what the live playlist shows).
      const recorded = await segmentFiles(12);
      expect(recorded[0]).toBe('seg-00000.ts');
      expect(recorded.length).toBeGreaterThanOrEqual(10);

      for (const push of pushes) expect((await push.done).code).toBe(0);
      // After the end, the recorded broadcast is filed; the other is not, and its files go after the ended playlist's 30 s.
      const filedBy = Date.now() + 10_000;
      while (!filed.includes(12) && Date.now() < filedBy) await new Promise((done) => setTimeout(done, 200));
      expect(filed).toEqual([12]);
      expect(await exists(join(dir, 'vod', '12', 'index.m3u8'))).toBe(true);
    } finally {
      pushes.forEach((push) => push.kill());
    }
  }, 90_000);

  async function segmentsWritten(broadcastId: number): Promise<number> {
    const text = await readFile(join(dir, 'vod', String(broadcastId), 'index.m3u8'), 'utf8').catch(() => '');
    return parsePlaylist(text).segments.length;
  }
});
