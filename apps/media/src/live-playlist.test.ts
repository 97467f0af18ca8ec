import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { playbackTokens } from '@onair/media-tokens';
import { mediaHttp } from './http-routes';
import { startMediaServer, type MediaServer } from './media-server';
import { parsePlaylist } from './playlist';
import { freePort } from './testing/ports';
import type { PlaybackLookup } from './http-routes';

const EXPIRES = Math.floor(Date.now() / 1000) + 600;

type LiveEntry = NonNullable<ReturnType<PlaybackLookup['liveStream']>>;

/**
 * The live playlist as a player asks for it, over an hour-long broadcast of 2 s segments on disk:
 * the brand's 30 minutes back from the live edge, gzipped for a client that takes it.
 */
describe('the live playlist over a long broadcast', () => {
  let dir: string;
  let server: MediaServer;
  let port = 0;
  const tokens = playbackTokens('live-playlist-test-secret');
  const source = { width: 640, height: 360 };
  const live: Record<number, LiveEntry> = {
    1: { key: 'a', broadcastId: 21, rewindSeconds: 30 * 60 },
    2: { key: 'b', broadcastId: 21 },
    // A ladder channel whose source is still being sized (its playlist already on disk).
    3: { key: 'c', broadcastId: 21, ladder: null, ladderPending: true },
    // A ladder whose ffmpeg failed: the source alone, its 240p viewers given the source.
    4: { key: 'd', broadcastId: 21, ladder: { source, renditions: [] }, retired: ['240p'] },
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'onair-live-playlist-'));
    await mkdir(join(dir, 'vod', '21'), { recursive: true });
    const segments = Array.from(
      { length: 1800 },
      (_, index) => `#EXTINF:2.000000,\nseg-${String(index).padStart(5, '0')}.ts`,
    );
    await writeFile(
      join(dir, 'vod', '21', 'index.m3u8'),
      [
        '#EXTM3U',
        '#EXT-X-VERSION:6',
        '#EXT-X-TARGETDURATION:2',
        '#EXT-X-MEDIA-SEQUENCE:0',
        '#EXT-X-PLAYLIST-TYPE:EVENT',
        ...segments,
        '',
      ].join('\n'),
    );
    port = await freePort();
    server = await startMediaServer({
      rtmpPort: await freePort(),
      httpPort: port,
      host: '127.0.0.1',
      reconnectGraceMs: 0,
      log: () => undefined,
      isStreamKeyValid: async () => false,
      onPublish: () => undefined,
      onUnpublish: () => undefined,
      http: mediaHttp({
        lookup: { liveStream: (id) => live[id] },
        dataDir: dir,
        app: 'live',
        allowOrigin: () => true,
        tokens,
      }),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  /** node:http, which leaves the body as sent (fetch would gunzip it). */
  function get(channelId: number, gzip: boolean, variant?: string): Promise<{ encoding: string | undefined; text: string }> {
    // One expiry for the whole file: the segments' tokens carry it, so two answers compare alike across a second's tick.
    const token = tokens.issue(`live/${channelId}`, EXPIRES);
    const path = variant ? `/live/${channelId}/${variant}.m3u8` : `/live/${channelId}.m3u8`;
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: `${path}?token=${token}`,
          headers: gzip ? { 'accept-encoding': 'gzip, br' } : {},
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const body = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            resolve({ encoding, text: (encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8') });
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  test('30 minutes back from the live edge: the newest 900 of 1,800 segments', async () => {
    const plain = await get(1, false);
    expect(plain.encoding).toBeUndefined();
    const window = parsePlaylist(plain.text);
    expect(window.segments).toHaveLength(900);
    expect(window.mediaSequence).toBe(900);
    expect(window.segments[0]?.lines.at(-1)).toMatch(/^\.\.\/vod\/21\/seg-00900\.ts\?token=/);
    expect(window.segments.at(-1)?.lines.at(-1)).toMatch(/^\.\.\/vod\/21\/seg-01799\.ts\?token=/);

    const zipped = await get(1, true);
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.text).toBe(plain.text);
  });

  test('a stream without a rewind window keeps the live edge only', async () => {
    const window = parsePlaylist((await get(2, false)).text);
    expect(window.segments).toHaveLength(6);
    expect(window.mediaSequence).toBe(1794);
  });

  test('a ladder channel asked before its source is sized answers the master once it is known, not the source alone', async () => {
    const asked = get(3, false);
    await new Promise((done) => setTimeout(done, 400));
    live[3] = {
      key: 'c',
      broadcastId: 21,
      ladder: { source, renditions: [{ name: '240p', width: 426, height: 240, videoKbps: 400 }] },
      ladderPending: false,
    };
    const master = (await asked).text;
    expect(master.split('\n').filter((line) => line.startsWith('#EXT-X-STREAM-INF')).map((line) => /NAME="([^"]+)"/.exec(line)?.[1])).toEqual([
      'source',
      '240p',
    ]);
  });

  test('after a ladder failed the master lists the source only, and a failed rendition answers the source', async () => {
    const master = (await get(4, false)).text;
    expect(master.split('\n').filter((line) => !line.startsWith('#') && line !== '').map((uri) => uri.split('?')[0])).toEqual([
      '4/source.m3u8',
    ]);
    const variant = parsePlaylist((await get(4, false, '240p')).text);
    expect(variant.segments.at(-1)?.lines.at(-1)).toMatch(/^\.\.\/\.\.\/vod\/21\/seg-01799\.ts\?token=/);
  });
});
