import { createReadStream } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { s3Bucket, type S3Settings } from '@onair/object-storage';

/** A recording's files: its playlist, its numbered segments and its thumbnail (http-routes.ts serves no other name). */
export const RECORDING_FILE = /^(index\.m3u8|seg-\d{5,9}\.ts|thumb\.jpg)$/;

/**
 * Where recordings live once their broadcast has ended (docs/media.md, "Recording storage"). Every
 * recording is written to this node's disk while live ({dataDir}/vod/{broadcastId}); with a bucket,
 * it is copied there when it ends and plays from there once the local copy is gone.
 */
export type RecordingStorage = {
  readonly kind: 'local' | 's3';
  /** Copies an ended recording to the bucket, segments first and the playlist last; nothing to do on local disk. */
  archive(broadcastId: number): Promise<{ files: number; bytes: number }>;
  /** Removes the local copy of a recording the bucket holds (never when the bucket is not used). */
  dropLocalCopy(broadcastId: number): Promise<void>;
  /** One file of a recording: from this node's disk when there, else from the bucket; null when neither has it. */
  open(broadcastId: number, name: string): Promise<Readable | null>;
  /** Removes a recording wherever it is (the retention job): the local copy and the bucket's objects. Removing a missing one is not an error. */
  delete(broadcastId: number): Promise<void>;
  /** Keeps a finished clip ({dataDir}/clips/{clipId}.mp4): stays on disk, or goes to the bucket (clips/{clipId}.mp4) and leaves the disk. */
  saveClip(clipId: number): Promise<void>;
  /** A clip's MP4 with its size, from this disk or the bucket; null when neither has it. */
  openClip(clipId: number): Promise<Readable | null>;
  /** Removes a clip wherever it is; removing a missing one is not an error. */
  deleteClip(clipId: number): Promise<void>;
};

/** Where a clip is written (and, on local storage, kept). */
export const clipFile = (dataDir: string, clipId: number) => join(dataDir, 'clips', `${clipId}.mp4`);

async function openLocalClip(dataDir: string, clipId: number): Promise<Readable | null> {
  const found = await stat(clipFile(dataDir, clipId)).catch(() => null);
  return found?.isFile() ? createReadStream(clipFile(dataDir, clipId)) : null;
}

const localDir = (dataDir: string, broadcastId: number) => join(dataDir, 'vod', String(broadcastId));

function checkedName(name: string): string {
  if (!RECORDING_FILE.test(name)) throw new Error(`not a recording file: ${name}`);
  return name;
}

async function openLocal(dataDir: string, broadcastId: number, name: string): Promise<Readable | null> {
  const path = join(localDir(dataDir, broadcastId), checkedName(name));
  const found = await stat(path).catch(() => null);
  return found?.isFile() ? createReadStream(path) : null;
}

/** The default: recordings stay on the disk of the node that recorded them. */
export function localRecordings(dataDir: string): RecordingStorage {
  return {
    kind: 'local',
    archive: async () => ({ files: 0, bytes: 0 }),
    dropLocalCopy: async () => undefined,
    open: (broadcastId, name) => openLocal(dataDir, broadcastId, name),
    delete: (broadcastId) => rm(localDir(dataDir, broadcastId), { recursive: true, force: true }),
    saveClip: async () => undefined,
    openClip: (clipId) => openLocalClip(dataDir, clipId),
    deleteClip: (clipId) => rm(clipFile(dataDir, clipId), { force: true }),
  };
}

/** The segment names a playlist lists, in order. */
export const segmentsOf = (playlist: string) =>
  playlist
    .split('\n')
    .map((line) => line.trim().split('?')[0] ?? '')
    .filter((line) => RECORDING_FILE.test(line) && line !== 'index.m3u8');

async function textOf(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

/** Segments uploaded at once: enough to keep the link busy, few enough not to crowd the node's live work. */
const UPLOADS_IN_FLIGHT = 4;

/**
 * Recordings copied to an S3-compatible bucket under `vod/{broadcastId}/{file}` when they end, through
 * @onair/object-storage (timeouts, retries). The playlist goes last, so a playlist in the bucket
 * means all its segments are there.
 */
export function bucketRecordings(dataDir: string, settings: S3Settings): RecordingStorage {
  const bucket = s3Bucket(settings);
  const keyOf = (broadcastId: number, name: string) => `vod/${broadcastId}/${checkedName(name)}`;
  const open = async (broadcastId: number, name: string) =>
    (await openLocal(dataDir, broadcastId, name)) ?? bucket.get(keyOf(broadcastId, name));
  return {
    kind: 's3',
    async archive(broadcastId) {
      const dir = localDir(dataDir, broadcastId);
      const names = (await readdir(dir)).filter((name) => RECORDING_FILE.test(name));
      if (!names.includes('index.m3u8')) throw new Error(`recording ${broadcastId} has no playlist in ${dir}`);
      const segments = names.filter((name) => name !== 'index.m3u8');
      let bytes = 0;
      const put = async (name: string, type: string) => {
        const body = await readFile(join(dir, name));
        await bucket.put(keyOf(broadcastId, name), body, type);
        bytes += body.length;
      };
      for (let next = 0; next < segments.length; next += UPLOADS_IN_FLIGHT)
        await Promise.all(segments.slice(next, next + UPLOADS_IN_FLIGHT).map((name) => put(name, name.endsWith('.jpg') ? 'image/jpeg' : 'video/mp2t')));
      await put('index.m3u8', 'application/vnd.apple.mpegurl');
      return { files: segments.length + 1, bytes };
    },
    dropLocalCopy: (broadcastId) => rm(localDir(dataDir, broadcastId), { recursive: true, force: true }),
    open,
    async delete(broadcastId) {
      const playlist = await open(broadcastId, 'index.m3u8');
      const listed = playlist ? segmentsOf(await textOf(playlist)) : [];
      const local = await readdir(localDir(dataDir, broadcastId)).catch(() => [] as string[]);
      // The thumbnail is not in the playlist: asked for by name, whether or not it was ever taken.
      const segments = new Set([...listed, 'thumb.jpg', ...local.filter((name) => RECORDING_FILE.test(name) && name !== 'index.m3u8')]);
      for (const name of segments) await bucket.delete(keyOf(broadcastId, name));
      // The playlist last: while it is there, a later delete can still find the segments it lists.
      await bucket.delete(keyOf(broadcastId, 'index.m3u8'));
      await rm(localDir(dataDir, broadcastId), { recursive: true, force: true });
    },
    async saveClip(clipId) {
      await bucket.put(`clips/${clipId}.mp4`, await readFile(clipFile(dataDir, clipId)), 'video/mp4');
      await rm(clipFile(dataDir, clipId), { force: true });
    },
    openClip: async (clipId) => (await openLocalClip(dataDir, clipId)) ?? bucket.get(`clips/${clipId}.mp4`),
    async deleteClip(clipId) {
      await bucket.delete(`clips/${clipId}.mp4`);
      await rm(clipFile(dataDir, clipId), { force: true });
    },
  };
}
