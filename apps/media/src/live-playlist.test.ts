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

/**
 * The live playlist as a player asks for it, over an hour-long broadcast of 2 s segments on disk:
 * the brand's 30 minutes back from the live edge, gzipped for a client that takes it.
 */
describe('the live playlist over a long broadcast', () => {
  let dir: string;
  let server: MediaServer;
  let port = 0;
  const tokens = playbackTokens('live-playlist-test-secret');
  const live: Record<number, { key: string; broadcastId: number; rewindSeconds?: number }> = {
    1: { key: 'a', broadcastId: 21, rewindSeconds: 30 * 60 },
    2: { key: 'b', broadcastId: 21 },
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
  function get(channelId: number, gzip: boolean): Promise<{ encoding: string | undefined; text: string }> {
    const token = tokens.issue(`live/${channelId}`, Math.floor(Date.now() / 1000) + 600);
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: `/live/${channelId}.m3u8?token=${token}`,
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
});
