import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { playbackTokens } from '@onair/media-tokens';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { buildSandboxApp } from '../../sandbox/src/app';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { SANDBOX_OBJECT_STORE_CREDENTIALS } from '../../sandbox/src/object-store/routes';
import type { ApiLink } from './api-link';
import { clipJobs } from './clip-jobs';
import { mediaHttp } from './http-routes';
import { bucketRecordings, clipFile } from './recording-storage';
import { grantingApiLink } from './testing/api-link-stub';
import { requireFfmpeg } from './testing/ffmpeg';

const SECRET = 'clip-storage-test-secret';
const BROADCAST = 61;
const CLIP = 9;

/**
 * A clip on a node whose recordings go to a bucket (MEDIA_RECORDING_STORAGE=s3), against the
 * sandbox's object store over real HTTP: cut from a recording that is only in the bucket, the MP4
 * lands in the bucket (not left on the disk), plays from there over the media app's HTTP, and a
 * delete removes it from the bucket.
 */
describe('clips in the bucket (the sandbox object store over real HTTP)', () => {
  let sandbox: FastifyInstance;
  let dataDir: string;
  let media: Server;
  let mediaUrl = '';
  let sandboxUrl = '';
  const recordingsOf = () =>
    bucketRecordings(dataDir, { endpoint: `${sandboxUrl}/s3`, bucket: 'onair-recordings', ...SANDBOX_OBJECT_STORE_CREDENTIALS });

  beforeAll(async () => {
    requireFfmpeg();
    sandbox = buildSandboxApp();
    sandboxUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
    dataDir = mkdtempSync(join(tmpdir(), 'onair-clip-bucket-'));
    // A 12 s recording as the remux leaves it: 1 s keyframe interval, 1 s segments, H.264 + AAC.
    const dir = join(dataDir, 'vod', String(BROADCAST));
    mkdirSync(dir, { recursive: true });
    const made = spawnSync(
      'ffmpeg',
      [
        ['-hide_banner', '-loglevel', 'error', '-nostdin'],
        ['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15', '-f', 'lavfi', '-i', 'sine', '-t', '12'],
        ['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '15', '-c:a', 'aac'],
        ['-f', 'hls', '-hls_time', '1', '-hls_list_size', '0', '-hls_playlist_type', 'event'],
        ['-hls_segment_filename', join(dir, 'seg-%05d.ts'), join(dir, 'index.m3u8')],
      ].flat(),
      { encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(made.stderr);
    // Ended and copied: from now on the recording is in the bucket only, as on such a node after 30 s.
    const recordings = recordingsOf();
    await recordings.archive(BROADCAST);
    await recordings.dropLocalCopy(BROADCAST);
    const routes = mediaHttp({ lookup: { liveStream: () => undefined }, dataDir, app: 'live', allowOrigin: () => true, tokens: playbackTokens(SECRET), recordings });
    media = createServer((req, res) => routes(req, res, () => res.end()));
    await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
    mediaUrl = `http://127.0.0.1:${(media.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => media?.close(resolve));
    await sandbox?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const clipUrl = () => `${mediaUrl}/clips/${CLIP}.mp4?token=${playbackTokens(SECRET).issue(`clip/${CLIP}`, Math.floor(Date.now() / 1000) + 600)}`;

  test('a clip is cut from the bucket, lands there, plays from there and is deleted from there', async () => {
    expect(existsSync(join(dataDir, 'vod', String(BROADCAST)))).toBe(false);
    const made: Array<[number, unknown]> = [];
    const purged: number[][] = [];
    const stub = grantingApiLink(() => undefined).api;
    const api: ApiLink = {
      ...stub,
      clipMade: async (clipId, span) => {
        made.push([clipId, span]);
      },
      clipsPurged: async (clipIds) => {
        purged.push(clipIds);
      },
    };
    const jobs = clipJobs({ dataDir, recordings: recordingsOf(), api, log: () => undefined });
    jobs.take([{ clipId: CLIP, broadcastId: BROADCAST, startSeconds: 3.5, durationSeconds: 5 }]);
    const by = Date.now() + 20_000;
    while (made.length === 0 && Date.now() < by) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(made).toEqual([[CLIP, { startSeconds: 3, durationSeconds: 5.5 }]]);

    // In the bucket, not on the disk.
    expect(sandbox.objectStore.keys().filter((key) => key.startsWith('onair-recordings/clips/'))).toEqual([`onair-recordings/clips/${CLIP}.mp4`]);
    expect(existsSync(clipFile(dataDir, CLIP))).toBe(false);

    // Plays over the media app's HTTP, streamed from the bucket: an MP4 of the span's length.
    const answer = await fetch(clipUrl());
    expect({ status: answer.status, type: answer.headers.get('content-type') }).toEqual({ status: 200, type: 'video/mp4' });
    const file = join(dataDir, 'played.mp4');
    writeFileSync(file, Buffer.from(await answer.arrayBuffer()));
    const probe = spawnSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], { encoding: 'utf8' });
    expect(Number(probe.stdout.trim())).toBeGreaterThanOrEqual(5 - 0.1);
    expect(Number(probe.stdout.trim())).toBeLessThanOrEqual(5.5 + 0.2);
    expect((await fetch(`${mediaUrl}/clips/${CLIP}.mp4`)).status).toBe(403);

    // Deleted (the heartbeat's purgeClips): gone from the bucket, reported, and no longer served.
    await jobs.purge([CLIP]);
    expect(purged).toEqual([[CLIP]]);
    expect(sandbox.objectStore.keys().filter((key) => key.startsWith('onair-recordings/clips/'))).toEqual([]);
    expect((await fetch(clipUrl())).status).toBe(404);
  }, 60_000);
});
