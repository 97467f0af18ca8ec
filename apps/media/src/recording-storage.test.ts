import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { playbackTokens } from '@onair/media-tokens';
import type { S3Settings } from '@onair/object-storage';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { buildSandboxApp } from '../../sandbox/src/app';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { SANDBOX_OBJECT_STORE_CREDENTIALS } from '../../sandbox/src/object-store/routes';
import { mediaHttp } from './http-routes';
import { bucketRecordings, localRecordings, segmentsOf, type RecordingStorage } from './recording-storage';

const PLAYLIST = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:2', '#EXTINF:2.000,', 'seg-00000.ts', '#EXTINF:2.000,', 'seg-00001.ts', '#EXTINF:1.500,', 'seg-00002.ts', '#EXT-X-ENDLIST', ''].join('\n');
const SEGMENTS = ['seg-00000.ts', 'seg-00001.ts', 'seg-00002.ts'].map((name, index) => ({ name, bytes: Buffer.alloc(188 * (index + 2), 0x47) }));
const SECRET = 'recording-storage-test-secret';

/** A recording as the remux leaves it on disk when its broadcast ends. */
function writeRecording(dataDir: string, broadcastId: number) {
  const dir = join(dataDir, 'vod', String(broadcastId));
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.m3u8'), PLAYLIST);
  for (const segment of SEGMENTS) writeFileSync(join(dir, segment.name), segment.bytes);
  return dir;
}

const bytesOf = async (stream: Readable | null) => {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** The media app's HTTP routes over these recordings, on a port of their own. */
async function serveRecordings(dataDir: string, recordings: RecordingStorage): Promise<{ url: string; server: Server }> {
  const routes = mediaHttp({ lookup: { liveStream: () => undefined }, dataDir, app: 'live', allowOrigin: () => true, tokens: playbackTokens(SECRET), recordings });
  const server = createServer((req, res) => routes(req, res, () => res.end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const token = (broadcastId: number) => playbackTokens(SECRET).issue(`vod/${broadcastId}`, Math.floor(Date.now() / 1000) + 600);

describe('recordings in the bucket (the sandbox object store over real HTTP)', () => {
  let sandbox: FastifyInstance;
  let settings: S3Settings;
  let dataDir: string;
  beforeAll(async () => {
    sandbox = buildSandboxApp();
    const url = await sandbox.listen({ port: 0, host: '127.0.0.1' });
    settings = { endpoint: `${url}/s3`, bucket: 'onair-recordings', ...SANDBOX_OBJECT_STORE_CREDENTIALS };
    dataDir = mkdtempSync(join(tmpdir(), 'onair-recordings-'));
  });
  afterAll(async () => {
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const inBucket = (broadcastId: number) =>
    sandbox.objectStore
      .keys()
      .filter((key) => key.startsWith(`onair-recordings/vod/${broadcastId}/`))
      .sort();

  test('an ended recording is copied whole, plays from the bucket once the node drops its copy, and is deleted everywhere', async () => {
    const recordings = bucketRecordings(dataDir, settings);
    const dir = writeRecording(dataDir, 41);
    expect(await recordings.archive(41)).toEqual({ files: 4, bytes: PLAYLIST.length + SEGMENTS.reduce((sum, { bytes }) => sum + bytes.length, 0) });
    expect(inBucket(41)).toEqual(['index.m3u8', ...SEGMENTS.map(({ name }) => name)].map((name) => `onair-recordings/vod/41/${name}`).sort());
    await recordings.dropLocalCopy(41);
    expect(existsSync(dir)).toBe(false);

    const { url, server } = await serveRecordings(dataDir, recordings);
    try {
      const playlist = await fetch(`${url}/vod/41/index.m3u8?token=${token(41)}`);
      expect(playlist.status).toBe(200);
      const text = await playlist.text();
      expect(segmentsOf(text)).toEqual(SEGMENTS.map(({ name }) => name));
      expect(text).toContain(`seg-00001.ts?token=${token(41)}`);
      const segment = await fetch(`${url}/vod/41/seg-00001.ts?token=${token(41)}`);
      expect(segment.headers.get('content-type')).toBe('video/mp2t');
      expect(Buffer.from(await segment.arrayBuffer())).toEqual(SEGMENTS[1]?.bytes);
      // The token still decides: without it the bucket is never asked.
      expect((await fetch(`${url}/vod/41/seg-00001.ts`)).status).toBe(403);

      await recordings.delete(41);
      expect(inBucket(41)).toEqual([]);
      expect((await fetch(`${url}/vod/41/index.m3u8?token=${token(41)}`)).status).toBe(404);
      await recordings.delete(41);
    } finally {
      server.close();
    }
  });

  test('a recording not yet dropped plays from the disk, and delete removes both copies', async () => {
    const recordings = bucketRecordings(dataDir, settings);
    const dir = writeRecording(dataDir, 42);
    await recordings.archive(42);
    writeFileSync(join(dir, 'seg-00000.ts'), 'local copy');
    expect((await bytesOf(await recordings.open(42, 'seg-00000.ts')))?.toString()).toBe('local copy');
    await recordings.delete(42);
    expect(existsSync(dir)).toBe(false);
    expect(inBucket(42)).toEqual([]);
    expect(await recordings.open(42, 'seg-00000.ts')).toBeNull();
  });

  test('a bucket that fails every try answers 503 with Retry-After rather than hanging; the local default never asks one', async () => {
    const unreachable = bucketRecordings(dataDir, { ...settings, endpoint: 'http://127.0.0.1:9/s3', retry: { attempts: 2, baseDelayMs: 10, timeoutMs: 500 } });
    const { url, server } = await serveRecordings(dataDir, unreachable);
    try {
      const answer = await fetch(`${url}/vod/43/seg-00000.ts?token=${token(43)}`);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('2');
    } finally {
      server.close();
    }

    const local = localRecordings(dataDir);
    writeRecording(dataDir, 44);
    expect(await local.archive(44)).toEqual({ files: 0, bytes: 0 });
    expect(await bytesOf(await local.open(44, 'seg-00002.ts'))).toEqual(SEGMENTS[2]?.bytes);
    await local.delete(44);
    expect(await local.open(44, 'seg-00002.ts')).toBeNull();
    await expect(local.open(44, '../../etc/passwd')).rejects.toThrow('not a recording file');
  });
});
