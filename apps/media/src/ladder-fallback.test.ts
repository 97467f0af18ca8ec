import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { playbackTokens } from '@onair/media-tokens';
import type { PublishGrant } from './api-link';
import { createBroadcaster } from './broadcaster';
import { mediaHttp } from './http-routes';
import { startMediaServer, type MediaServer } from './media-server';
import { parsePlaylist } from './playlist';
import { grantingApiLink } from './testing/api-link-stub';
import { pushTestPattern, requireFfmpeg } from './testing/ffmpeg';
import { freePort } from './testing/ports';

/**
 * A ladder ffmpeg killed while live (as the kernel's OOM killer or a crash would): the source's
 * playlist goes on, continued by a source-only remux; the master lists the source alone, and a
 * player that was on the failed rendition is given the source's segments.
 */
const SECRET = 'ladder-fallback-test-secret';

describe('a quality ladder that fails while live', () => {
  let dir: string;
  let server: MediaServer;
  let http = '';
  const tokens = playbackTokens(SECRET);
  const grant: PublishGrant = { channelId: 8, broadcastId: 80, rewindSeconds: 60, keepRecording: true, ladder: [240] };
  const { api, filed } = grantingApiLink((key) => (key === 'fallback' ? grant : undefined));

  beforeAll(async () => {
    requireFfmpeg();
    dir = await mkdtemp(join(tmpdir(), 'onair-ladder-fallback-'));
    const rtmpPort = await freePort();
    const httpPort = await freePort();
    const broadcaster = createBroadcaster({
      api,
      dataDir: dir,
      sourceUrl: (key) => `rtmp://127.0.0.1:${rtmpPort}/live/${key}`,
      drop: () => undefined,
      thumbnailIntervalMs: 60_000,
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
      http: mediaHttp({ lookup: broadcaster, dataDir: dir, app: 'live', allowOrigin: () => true, tokens }),
    });
    http = `http://127.0.0.1:${httpPort}`;
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const token = () => tokens.issue('live/8', Math.floor(Date.now() / 1000) + 600);
  const text = async (path: string) => {
    const response = await fetch(`${http}${path}?token=${token()}`);
    return response.status === 200 ? response.text() : '';
  };
  const names = (master: string) =>
    master
      .split('\n')
      .filter((line) => line.startsWith('#EXT-X-STREAM-INF'))
      .map((line) => /NAME="([^"]+)"/.exec(line)?.[1]);
  const lastSegment = (playlist: string) => parsePlaylist(playlist).segments.at(-1)?.lines.at(-1) ?? '';
  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number): Promise<T> {
    const by = Date.now() + ms;
    let value = await read();
    while (!done(value) && Date.now() < by) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      value = await read();
    }
    return value;
  }

  test('the source keeps playing, the master then lists it alone, and the recording holds it all', async () => {
    const push = pushTestPattern(`${server.rtmpUrl}/fallback`, 16, { size: '640x360' });
    try {
      const master = await until(() => text('/live/8.m3u8'), (body) => names(body).length === 2, 20_000);
      expect(names(master)).toEqual(['source', '240p']);
      await until(() => text('/live/8/240p.m3u8'), (body) => body.includes('#EXTINF'), 10_000);

      // The ladder's ffmpeg is the one writing this broadcast's 240p playlist (this test's own directory).
      const pids = execFileSync('pgrep', ['-f', `${dir}/vod/80/240p/index.m3u8`], { encoding: 'utf8' })
        .trim()
        .split('\n')
        .map(Number);
      expect(pids).toHaveLength(1);
      const before = lastSegment(await text('/live/8/source.m3u8'));
      process.kill(pids[0] ?? 0, 'SIGKILL');

      const after = await until(() => text('/live/8.m3u8'), (body) => names(body).length === 1, 10_000);
      expect(names(after)).toEqual(['source']);
      // New source segments keep coming after the kill, and they play.
      const source = await until(
        () => text('/live/8/source.m3u8'),
        (body) => lastSegment(body).split('?')[0] !== before.split('?')[0],
        10_000,
      );
      const newest = lastSegment(source);
      expect(newest.split('?')[0]).not.toBe(before.split('?')[0]);
      const segment = await fetch(new URL(newest, `${http}/live/8/source.m3u8`));
      expect({ status: segment.status, type: segment.headers.get('content-type') }).toEqual({ status: 200, type: 'video/mp2t' });
      // A player still on 240p is handed the source's window instead of a playlist that stopped.
      expect(lastSegment(await text('/live/8/240p.m3u8')).split('?')[0]).toBe(newest.split('?')[0]);

      expect((await push.done).code).toBe(0);
      await until(async () => filed.length, (count) => count > 0, 15_000);
      expect(filed).toEqual([80]);
      // One recording across the failure: the segments before and after, marked as a discontinuity.
      const recording = await readFile(join(dir, 'vod', '80', 'index.m3u8'), 'utf8');
      expect(recording).toContain('#EXT-X-DISCONTINUITY');
      const segments = parsePlaylist(recording).segments;
      expect(segments.length).toBeGreaterThanOrEqual(10);
      expect(new Set(segments.map((entry) => entry.lines.at(-1))).size).toBe(segments.length);
    } finally {
      push.kill();
    }
  }, 90_000);
});
