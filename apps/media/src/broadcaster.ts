import { join } from 'node:path';
import type { ApiLink, PublishGrant } from './api-link';
import { startHlsRemux, type HlsRemux } from './hls-remux';
import { maskStreamKey, type Log } from './log';
import { recordingThumbnailPath, removeRecording, takeRecordingThumbnail } from './recording-files';
import { startThumbnails, type Thumbnails } from './thumbnailer';

type LiveStream = PublishGrant & { key: string; remux: Promise<HlsRemux | null>; thumbnails: Thumbnails };

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
  log,
}: BroadcasterOptions) {
  /** Keys the API accepted, until their stream ends. */
  const grants = new Map<string, PublishGrant>();
  const liveByChannel = new Map<number, LiveStream>();
  /** Broadcasts that ended a moment ago, by channel: their players still poll the live playlist. */
  const endedByChannel = new Map<number, { broadcastId: number; endedAt: number }>();

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
      const remux = startHlsRemux(sourceUrl(key), vodDir(dataDir, grant.broadcastId), log).catch((error: unknown) => {
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
      liveByChannel.set(grant.channelId, { ...grant, key, remux, thumbnails });
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
        endedByChannel.set(grant.channelId, { broadcastId: grant.broadcastId, endedAt: Date.now() });
      }
      // Offline first; closing the recording takes ffmpeg a moment, then a second (idempotent) call files it.
      const [, seconds] = await Promise.all([
        api.unpublish(grant.broadcastId, null),
        (async () => (await (await stream?.remux)?.finish()) ?? 0)(),
        stream?.thumbnails.stop(),
      ]);
      if (seconds > 0) {
        // The recording's picture for the replay cards; a recording without one is still filed.
        const thumbnail = await takeRecordingThumbnail(vodDir(dataDir, grant.broadcastId), seconds);
        await api.unpublish(grant.broadcastId, {
          playlistPath: vodPlaylistPath(grant.broadcastId),
          durationSeconds: seconds,
          thumbnailPath: thumbnail ? recordingThumbnailPath(grant.broadcastId) : null,
        });
      }
      log(
        'info',
        `channel ${grant.channelId} offline (broadcast ${grant.broadcastId}, ${seconds.toFixed(1)} s recorded)`,
      );
    },

    /**
     * Tells the API what is live here, drops what it says must end and removes the files of the
     * recordings it says were deleted (then reports them removed).
     */
    async heartbeat() {
      const live = [...liveByChannel.values()];
      const answer = await api.heartbeat(live.map((stream) => stream.broadcastId));
      const liveIds = new Set(live.map((stream) => stream.broadcastId));
      const purge = answer.purge.filter((broadcastId) => !liveIds.has(broadcastId));
      if (purge.length > 0) {
        await Promise.all(purge.map((broadcastId) => removeRecording(vodDir(dataDir, broadcastId))));
        await api.purged(purge);
        log('info', `deleted recordings removed: broadcasts ${purge.join(', ')}`);
      }
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
    endedStream(channelId: number): { broadcastId: number } | undefined {
      const ended = endedByChannel.get(channelId);
      if (!ended) return undefined;
      if (Date.now() - ended.endedAt > ENDED_PLAYLIST_MS) {
        endedByChannel.delete(channelId);
        return undefined;
      }
      return { broadcastId: ended.broadcastId };
    },

    /** The live stream of a channel on this node, for playback. */
    liveStream(channelId: number): { key: string; broadcastId: number } | undefined {
      const stream = liveByChannel.get(channelId);
      return stream && { key: stream.key, broadcastId: stream.broadcastId };
    },
  };
}

export type Broadcaster = ReturnType<typeof createBroadcaster>;
