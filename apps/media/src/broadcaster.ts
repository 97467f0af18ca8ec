import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ApiLink, HealthReport, PublishGrant } from './api-link';
import { clipJobs } from './clip-jobs';
import { closedScopes, type ClosedScopes } from './closed-scopes';
import { startHlsRemux, type HlsRemux } from './hls-remux';
import { maskStreamKey, type Log } from './log';
import { LIVE_EDGE_SEGMENTS } from './playlist';
import { startSegmentPruner, type SegmentPruner } from './segment-pruner';
import { localRecordings, type RecordingStorage } from './recording-storage';
import { recordingThumbnailPath, takeRecordingThumbnail } from './recording-files';
import { startThumbnails, type Thumbnails } from './thumbnailer';
import type { LadderPlan } from './ladder';

type LiveStream = PublishGrant & {
  key: string;
  remux: Promise<HlsRemux | null>;
  /** The remux once started: its packet listing is the stream's health (stream-health.ts). */
  started: HlsRemux | null;
  thumbnails: Thumbnails;
  /** Deletes what leaves the rewind window, for a broadcast not kept as a recording. */
  pruner: SegmentPruner | null;
  /** The ladder the remux makes, once it started (null: the source only; no renditions once it failed). */
  plan: LadderPlan | null;
  /** A ladder was asked for and the remux has not yet said whether it runs (the source is being sized). */
  planPending: boolean;
  /** Renditions made earlier in this broadcast whose ffmpeg failed: their players are given the source. */
  retired: string[];
  /** The renditions' pruners: they are never a recording, so they keep the rewind window only. */
  renditionPruners: SegmentPruner[];
};

export type BroadcasterOptions = {
  api: ApiLink;
  /** Recordings go to {dataDir}/vod/{broadcastId}/. */
  dataDir: string;
  /** Where the remux reads a live stream back from this server: rtmp://127.0.0.1:port/live/<key>. */
  sourceUrl(key: string): string;
  /** Disconnects a publisher (a revoked key). */
  drop(key: string): void;
  /** Between two snapshots of a live channel (default 20 s). */
  thumbnailIntervalMs?: number;
  /** The fewest segments of a live playlist (default LIVE_EDGE_SEGMENTS; http-routes' liveWindow). */
  liveEdgeSegments?: number;
  /** How often segments out of the rewind window are deleted (default 2 s). */
  pruneIntervalMs?: number;
  /** Where an ended recording goes (default: it stays on this node's disk). */
  recordings?: RecordingStorage;
  /** How long the local copy of a recording copied to the bucket is kept (default ENDED_PLAYLIST_MS: its players' last polls read it). */
  localCopyMs?: number;
  /** The closed playback scopes the HTTP routes check, kept up to date by the heartbeat (default: its own, unread). */
  closed?: ClosedScopes;
  log: Log;
};

export const vodDir = (dataDir: string, broadcastId: number) => join(dataDir, 'vod', String(broadcastId));
export const vodPlaylistPath = (broadcastId: number) => `/vod/${broadcastId}/index.m3u8`;
export const thumbsDir = (dataDir: string) => join(dataDir, 'thumbs');

/**
 * How long a channel's live playlist still answers for a broadcast that ended: its players poll
 * every segment or so, and are told the stream ended (ENDLIST) rather than refused (404), until the
 * page, told by the chat that the channel is offline, takes the player away.
 */
export const ENDED_PLAYLIST_MS = 30_000;

/**
 * The media server's callbacks as the API sees broadcasts: a key is checked by the API, which opens
 * the broadcast; a live stream is remuxed to HLS; its end closes the recording and tells the API.
 */
export function createBroadcaster({
  api,
  dataDir,
  sourceUrl,
  drop,
  thumbnailIntervalMs = 20_000,
  liveEdgeSegments = LIVE_EDGE_SEGMENTS,
  pruneIntervalMs,
  recordings = localRecordings(dataDir),
  localCopyMs = ENDED_PLAYLIST_MS,
  closed = closedScopes(),
  log,
}: BroadcasterOptions) {
  const clips = clipJobs({ dataDir, recordings, api, log });
  /** Copies an ended recording to the bucket; on failure it stays on this disk and plays from here. */
  async function archive(broadcastId: number) {
    if (recordings.kind === 'local') return;
    try {
      const started = Date.now();
      const { files, bytes } = await recordings.archive(broadcastId);
      log('info', `recording ${broadcastId} copied to the bucket: ${files} files, ${bytes} bytes in ${Date.now() - started} ms`);
      setTimeout(() => {
        recordings
          .dropLocalCopy(broadcastId)
          .catch((error: unknown) => log('warn', `local copy of recording ${broadcastId} not removed: ${error instanceof Error ? error.message : String(error)}`));
      }, localCopyMs).unref();
    } catch (error) {
      log('error', `recording ${broadcastId} not copied to the bucket, kept on this node: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Keys the API accepted, until their stream ends. */
  const grants = new Map<string, PublishGrant>();
  const liveByChannel = new Map<number, LiveStream>();
  /** Broadcasts that ended a moment ago, by channel: their players still poll the live playlist. */
  const endedByChannel = new Map<number, { broadcastId: number; endedAt: number; renditions: string[]; retired: string[] }>();

  /** The heartbeat's removals in progress (deleted recordings and clips), at most one batch at a time. */
  let removing: Promise<void> | null = null;
  async function removeDeleted(purge: number[], purgeClips: number[]) {
    if (purge.length > 0) {
      // From this disk and, where recordings go to a bucket, from there too.
      await Promise.all(purge.map((broadcastId) => recordings.delete(broadcastId)));
      await api.purged(purge);
      log('info', `deleted recordings removed: broadcasts ${purge.join(', ')}`);
    }
    await clips.purge(purgeClips);
  }

  return {
    /** Streams live on this node now (the live-streams metric). */
    liveCount: () => liveByChannel.size,
    async isStreamKeyValid(key: string): Promise<boolean> {
      const answer = await api.publish(key);
      if ('refused' in answer) {
        // The operator's log says why (a suspended channel's reason too); the encoder only sees the socket close.
        log(
          'warn',
          `publish of ${maskStreamKey(key)} refused by the API: ${answer.refused}${answer.message ? ` (${answer.message})` : ''}`,
        );
        return false;
      }
      grants.set(key, answer);
      return true;
    },

    onPublish(key: string) {
      const grant = grants.get(key);
      if (!grant) return;
      const remux = startHlsRemux(sourceUrl(key), vodDir(dataDir, grant.broadcastId), log, {
        ladderHeights: grant.ladder ?? [],
        onLadderFailed: () => {
          stream.retired = stream.plan?.renditions.map((rendition) => rendition.name) ?? [];
          stream.plan = stream.started?.ladder ?? null;
          stream.renditionPruners.forEach((pruner) => pruner.stop());
        },
      }).catch((error: unknown) => {
        log(
          'error',
          `HLS remux of broadcast ${grant.broadcastId} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        return null;
      });
      const thumbnails = startThumbnails({
        channelId: grant.channelId,
        hlsDir: vodDir(dataDir, grant.broadcastId),
        thumbsDir: thumbsDir(dataDir),
        intervalMs: thumbnailIntervalMs,
        onSnapshot: () =>
          api
            .thumbnail(grant.broadcastId)
            .catch((error: unknown) =>
              log('warn', `snapshot notice failed: ${error instanceof Error ? error.message : String(error)}`),
            ),
        log,
      });
      const pruner = grant.keepRecording
        ? null
        : startSegmentPruner({
            dir: vodDir(dataDir, grant.broadcastId),
            windowSeconds: grant.rewindSeconds,
            minimumSegments: liveEdgeSegments,
            ...(pruneIntervalMs ? { intervalMs: pruneIntervalMs } : {}),
            log,
          });
      const stream: LiveStream = {
        ...grant,
        key,
        remux,
        started: null,
        thumbnails,
        pruner,
        plan: null,
        planPending: (grant.ladder ?? []).length > 0,
        retired: [],
        renditionPruners: [],
      };
      void remux.then((started) => {
        stream.started = started;
        stream.planPending = false;
        if (!started?.ladder || liveByChannel.get(grant.channelId) !== stream) return;
        stream.plan = started.ladder;
        stream.renditionPruners = started.ladder.renditions.map((rendition) =>
          startSegmentPruner({
            dir: join(vodDir(dataDir, grant.broadcastId), rendition.name),
            windowSeconds: grant.rewindSeconds,
            minimumSegments: liveEdgeSegments,
            ...(pruneIntervalMs ? { intervalMs: pruneIntervalMs } : {}),
            log,
          }),
        );
      });
      liveByChannel.set(grant.channelId, stream);
      endedByChannel.delete(grant.channelId);
      log('info', `channel ${grant.channelId} live (broadcast ${grant.broadcastId}, key ${maskStreamKey(key)})`);
    },

    async onUnpublish(key: string) {
      const grant = grants.get(key);
      grants.delete(key);
      if (!grant) return;
      const stream = liveByChannel.get(grant.channelId);
      if (stream?.broadcastId === grant.broadcastId) {
        liveByChannel.delete(grant.channelId);
        endedByChannel.set(grant.channelId, {
          broadcastId: grant.broadcastId,
          endedAt: Date.now(),
          renditions: stream.plan?.renditions.map((rendition) => rendition.name) ?? [],
          retired: stream.retired,
        });
      }
      stream?.pruner?.stop();
      stream?.renditionPruners.forEach((pruner) => pruner.stop());
      // Offline first; closing the recording takes ffmpeg a moment, then a second (idempotent) call files it.
      const [, seconds] = await Promise.all([
        api.unpublish(grant.broadcastId, null),
        (async () => (await (await stream?.remux)?.finish()) ?? 0)(),
        stream?.thumbnails.stop(),
      ]);
      if (!grant.keepRecording) {
        // Nothing to file: the files go once the ended playlist stops answering.
        setTimeout(
          () => void rm(vodDir(dataDir, grant.broadcastId), { recursive: true, force: true }),
          ENDED_PLAYLIST_MS,
        ).unref();
      } else {
        // A recording keeps the source only: the renditions go once their players' last polls are answered.
        const renditions = [...(stream?.plan?.renditions.map((rendition) => rendition.name) ?? []), ...(stream?.retired ?? [])];
        if (renditions.length > 0)
          setTimeout(() => {
            for (const rendition of renditions)
              void rm(join(vodDir(dataDir, grant.broadcastId), rendition), { recursive: true, force: true });
          }, ENDED_PLAYLIST_MS).unref();
      }
      if (grant.keepRecording && seconds > 0) {
        // The recording's picture for the replay cards; a recording without one is still filed.
        const thumbnail = await takeRecordingThumbnail(vodDir(dataDir, grant.broadcastId), seconds);
        await api.unpublish(grant.broadcastId, {
          playlistPath: vodPlaylistPath(grant.broadcastId),
          durationSeconds: seconds,
          thumbnailPath: thumbnail ? recordingThumbnailPath(grant.broadcastId) : null,
        });
        // Filed first: the recording plays from this disk at once, and from the bucket once copied.
        await archive(grant.broadcastId);
      }
      log(
        'info',
        `channel ${grant.channelId} offline (broadcast ${grant.broadcastId}, ${seconds.toFixed(1)} s${grant.keepRecording ? ' recorded' : ', not kept'})`,
      );
    },

    /**
     * Tells the API what is live here, drops what it says must end, removes the files of the
     * recordings it says were deleted (then reports them removed) and takes the closed scopes.
     */
    async heartbeat() {
      const live = [...liveByChannel.values()];
      const health: HealthReport[] = [];
      for (const stream of live) {
        const measured = stream.started?.health();
        if (measured) health.push({ broadcastId: stream.broadcastId, health: measured });
      }
      const answer = await api.heartbeat(
        live.map((stream) => stream.broadcastId),
        health,
        closed.version(),
      );
      if (answer.closed) {
        closed.replace(answer.closed);
        log('info', `closed playback scopes: ${closed.size()} (version ${answer.closed.version})`);
      }
      const liveIds = new Set(live.map((stream) => stream.broadcastId));
      const purge = answer.purge.filter((broadcastId) => !liveIds.has(broadcastId));
      // Removals run beside the beats, one batch at a time: deleting a long recording from a bucket
      // (one request per segment) takes longer than the API waits for a beat (10 s), and a node that
      // stops beating has every broadcast on it ended. The API asks again until a removal is
      // reported, so what comes while a batch runs is taken at a later beat.
      if (!removing && (purge.length > 0 || answer.purgeClips.length > 0)) {
        removing = removeDeleted(purge, answer.purgeClips)
          .catch((error: unknown) =>
            log('warn', `deleted files not removed yet: ${error instanceof Error ? error.message : String(error)}`),
          )
          .finally(() => {
            removing = null;
          });
      }
      // Cut in the background: a clip takes longer than a heartbeat may wait.
      clips.take(answer.clips);
      const toDrop = new Set(answer.drop);
      for (const stream of live) {
        if (!toDrop.has(stream.broadcastId)) continue;
        log(
          'warn',
          `broadcast ${stream.broadcastId} of channel ${stream.channelId} ended by the API: dropping its publisher`,
        );
        drop(stream.key);
      }
    },

    /** The broadcast of a channel on this node that ended within ENDED_PLAYLIST_MS, for its players' last poll. */
    endedStream(channelId: number): { broadcastId: number; renditions: string[]; retired: string[] } | undefined {
      const ended = endedByChannel.get(channelId);
      if (!ended) return undefined;
      if (Date.now() - ended.endedAt > ENDED_PLAYLIST_MS) {
        endedByChannel.delete(channelId);
        return undefined;
      }
      return { broadcastId: ended.broadcastId, renditions: ended.renditions, retired: ended.retired };
    },

    /** The live stream of a channel on this node, for playback, with its rewind window. */
    liveStream(
      channelId: number,
    ):
      | {
          key: string;
          broadcastId: number;
          rewindSeconds: number;
          ladder: LadderPlan | null;
          ladderPending: boolean;
          retired: string[];
        }
      | undefined {
      const stream = liveByChannel.get(channelId);
      return (
        stream && {
          key: stream.key,
          broadcastId: stream.broadcastId,
          rewindSeconds: stream.rewindSeconds,
          ladder: stream.plan,
          ladderPending: stream.planPending,
          retired: stream.retired,
        }
      );
    },
  };
}

export type Broadcaster = ReturnType<typeof createBroadcaster>;
