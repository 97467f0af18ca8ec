import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
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
 * The quality ladder with real ffmpeg: a 640x360 push (1 s GOPs) to a channel whose brand asks for
 * 720p, 360p, 240p and 180p. 720p would be an upscale and 360p the source's own size, so the master
 * lists the source, 240p and 180p; every variant plays, its segments cut where the source's are.
 */
const SECRET = 'quality-ladder-test-secret';

describe('the quality ladder', () => {
  let dir: string;
  let server: MediaServer;
  let http = '';
  const tokens = playbackTokens(SECRET);
  const grant: PublishGrant = {
    channelId: 7,
    broadcastId: 70,
    rewindSeconds: 60,
    keepRecording: true,
    ladder: [720, 360, 240, 180],
  };
  const mediaLog: string[] = [];
  const { api, filed } = grantingApiLink((key) => (key === 'ladder' ? grant : undefined));

  beforeAll(async () => {
    requireFfmpeg();
    dir = await mkdtemp(join(tmpdir(), 'onair-ladder-'));
    const rtmpPort = await freePort();
    const httpPort = await freePort();
    const broadcaster = createBroadcaster({
      api,
      dataDir: dir,
      sourceUrl: (key) => `rtmp://127.0.0.1:${rtmpPort}/live/${key}`,
      drop: () => undefined,
      thumbnailIntervalMs: 60_000,
      // Kept, and shown when the master lacks its variants: why the ladder did not run.
      log: (level, message) => void mediaLog.push(`${level} ${message}`),
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

  const channelToken = () => tokens.issue('live/7', Math.floor(Date.now() / 1000) + 600);
  async function fetchText(url: string) {
    const response = await fetch(url);
    expect({ url, status: response.status }).toEqual({ url, status: 200 });
    return response.text();
  }

  test('a master lists the source and every rendition below it; each variant has segments, cut at the same keyframes', async () => {
    const push = pushTestPattern(`${server.rtmpUrl}/ladder`, 10, { size: '640x360' });
    try {
      // The master is the channel's own address, as the API signs it (404 until the publish is through).
      // Asked as early as a viewer could (while the source is being sized), its first answer is already
      // the master: a player that got the source's playlist alone would offer no quality menu.
      const liveBy = Date.now() + 20_000;
      let answer = await fetch(`${http}/live/7.m3u8?token=${channelToken()}`);
      while (answer.status === 404 && Date.now() < liveBy) {
        await new Promise((done) => setTimeout(done, 50));
        answer = await fetch(`${http}/live/7.m3u8?token=${channelToken()}`);
      }
      expect(answer.status).toBe(200);
      const master = await answer.text();
      const variants = master
        .split('\n')
        .filter((line) => line.startsWith('#EXT-X-STREAM-INF'))
        .map((line) => /RESOLUTION=(\d+x\d+),NAME="([^"]+)"/.exec(line)?.slice(1).join(' '));
      expect({ variants, mediaLog: variants.length > 0 ? [] : mediaLog }).toEqual({
        variants: ['640x360 source', '426x240 240p', '320x180 180p'],
        mediaLog: [],
      });
      const uris = master.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
      expect(uris.map((uri) => uri.split('?')[0])).toEqual(['7/source.m3u8', '7/240p.m3u8', '7/180p.m3u8']);

      // Each variant, by the URI the master names (the channel's token carried on), lists segments that play.
      for (const uri of uris) {
        const variantUrl = new URL(uri, `${http}/live/7.m3u8`);
        const playlist = parsePlaylist(await fetchText(variantUrl.href));
        expect(playlist.segments.length).toBeGreaterThan(0);
        const segmentUrl = new URL(playlist.segments[0]?.lines.at(-1) ?? '', variantUrl);
        const segment = await fetch(segmentUrl);
        expect({ uri, status: segment.status, type: segment.headers.get('content-type') }).toEqual({
          uri,
          status: 200,
          type: 'video/mp2t',
        });
        expect((await segment.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      }
      // No rendition at or above the source's height is made or answered.
      expect((await fetch(`${http}/live/7/720p.m3u8?token=${channelToken()}`)).status).toBe(404);
      expect((await fetch(`${http}/live/7/240p.m3u8`)).status).toBe(403);

      expect((await push.done).code).toBe(0);
      const fileBy = Date.now() + 15_000;
      while (!filed.includes(70) && Date.now() < fileBy) await new Promise((done) => setTimeout(done, 200));
      expect(filed).toEqual([70]);

      // Keyframes aligned: every rendition was cut at the source's cuts, into segments of the same
      // lengths. Its last one ends where its encoder stopped: on a busy machine the encoder can be a
      // segment behind the copied source when the push ends, so a rendition may hold one fewer.
      const lengths = async (sub: string) =>
        parsePlaylist(await readFile(join(dir, 'vod', '70', sub, 'index.m3u8'), 'utf8')).segments.map(
          (segment) => Math.round(segment.duration * 10) / 10,
        );
      const source = await lengths('');
      expect(source.length).toBeGreaterThanOrEqual(5);
      for (const rendition of ['240p', '180p']) {
        const cut = await lengths(rendition);
        expect({ rendition, behind: source.length - cut.length <= 1, whole: cut.slice(0, -1) }).toEqual({
          rendition,
          behind: true,
          whole: source.slice(0, cut.length - 1),
        });
        expect(cut.length).toBeGreaterThanOrEqual(4);
      }
      expect((await readdir(join(dir, 'vod', '70'))).filter((name) => name.endsWith('p')).sort()).toEqual([
        '180p',
        '240p',
      ]);
    } finally {
      push.kill();
    }
  }, 90_000);
});
