import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { ApiLink, ClipJob } from './api-link';
import { ClipSpanError, cutClip, segmentsForSpan } from './clip-cutter';
import type { Log } from './log';
import { clipFile, type RecordingStorage } from './recording-storage';

async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The clips the API asked this node for (in its heartbeat's answer, as long as they are pending):
 * cut one at a time (each is a short ffmpeg copy), stored like recordings, reported back. A clip
 * still being cut when the next heartbeat lists it again is not started twice.
 */
export function clipJobs({ dataDir, recordings, api, log }: { dataDir: string; recordings: RecordingStorage; api: ApiLink; log: Log }) {
  const started = new Set<number>();
  let queue = Promise.resolve();

  async function make(job: ClipJob) {
    const target = clipFile(dataDir, job.clipId);
    const partial = `${target}.part`;
    try {
      const playlist = await recordings.open(job.broadcastId, 'index.m3u8');
      if (!playlist) throw new ClipSpanError(`broadcast ${job.broadcastId} has no playlist here`);
      const span =
        job.startSeconds !== undefined
          ? { startSeconds: job.startSeconds, durationSeconds: job.durationSeconds }
          : { behindLiveSeconds: job.behindLiveSeconds ?? 0, durationSeconds: job.durationSeconds };
      const cut = segmentsForSpan(await textOf(playlist), span);
      await mkdir(dirname(target), { recursive: true });
      await cutClip((name) => recordings.open(job.broadcastId, name), cut, partial);
      await rename(partial, target);
      await recordings.saveClip(job.clipId);
      await api.clipMade(job.clipId, { startSeconds: cut.startSeconds, durationSeconds: cut.durationSeconds });
      log('info', `clip ${job.clipId} of broadcast ${job.broadcastId}: ${cut.durationSeconds.toFixed(1)} s from ${cut.startSeconds.toFixed(1)} s`);
    } catch (error) {
      await rm(partial, { force: true });
      const message = error instanceof Error ? error.message : String(error);
      log('warn', `clip ${job.clipId} failed: ${message}`);
      await api.clipMade(job.clipId, null).catch(() => undefined);
    } finally {
      started.delete(job.clipId);
    }
  }

  return {
    /** Queues the clips not already being made. */
    take(jobs: ClipJob[]) {
      for (const job of jobs) {
        if (started.has(job.clipId)) continue;
        started.add(job.clipId);
        queue = queue.then(() => make(job));
      }
    },
    /** Removes deleted clips' files and reports them removed. */
    async purge(clipIds: number[]) {
      if (clipIds.length === 0) return;
      await Promise.all(clipIds.map((clipId) => recordings.deleteClip(clipId)));
      await api.clipsPurged(clipIds);
    },
  };
}
