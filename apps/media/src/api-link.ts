import type { StreamHealth } from '@onair/contracts';
import type { ClosedScopesUpdate } from './closed-scopes';

/** What this node measured of one of its live broadcasts (stream-health.ts). */
export type HealthReport = { broadcastId: number; health: StreamHealth };

/**
 * A publish the API accepted: the channel that goes live, the broadcast it opened, how far back its
 * live playlist reaches (the brand's rewind window) and whether it is kept as a recording.
 */
export type PublishGrant = {
  channelId: number;
  broadcastId: number;
  rewindSeconds: number;
  keepRecording: boolean;
  /** Heights of the brand's quality ladder (docs/media.md, "Quality ladder"); empty: the source only. */
  ladder?: number[];
};

/** What an API that names no window means: the brands' default (30 minutes), recorded. */
const DEFAULT_WINDOW = { rewindSeconds: 30 * 60, keepRecording: true };

/** A publish the API turned down: why (unknown-key, suspended…) and, when the streamer is told, in words. */
export type PublishRefusal = { refused: string; message?: string };

export type Recording = { playlistPath: string; durationSeconds: number; thumbnailPath: string | null };

/** A clip the API asks this node to cut: from a moment of the broadcast, or ending behind its live edge. */
export type ClipJob = {
  clipId: number;
  broadcastId: number;
  durationSeconds: number;
  startSeconds?: number;
  behindLiveSeconds?: number;
};

/**
 * The heartbeat's answer: broadcasts to drop, deleted recordings and clips whose files to remove,
 * clips to cut, and the closed playback scopes when they differ from the version the node sent.
 */
export type HeartbeatAnswer = {
  drop: number[];
  purge: number[];
  clips: ClipJob[];
  purgeClips: number[];
  closed?: ClosedScopesUpdate;
};

export type ApiLink = {
  publish(key: string): Promise<PublishGrant | PublishRefusal>;
  unpublish(broadcastId: number, recording: Recording | null): Promise<void>;
  /** Reports what this node carries; answers the broadcasts to drop and the recordings to remove. */
  heartbeat(live: number[], health?: HealthReport[], closedVersion?: string): Promise<HeartbeatAnswer>;
  /** These deleted recordings' files are removed from this node. */
  purged(broadcastIds: number[]): Promise<void>;
  /** A clip is cut and stored (with the span it really covers), or failed (null). */
  clipMade(clipId: number, made: { startSeconds: number; durationSeconds: number } | null): Promise<void>;
  /** These deleted clips' files are removed. */
  clipsPurged(clipIds: number[]): Promise<void>;
  /** A new snapshot of the broadcast is at /thumbs/{channelId}.jpg. */
  thumbnail(broadcastId: number): Promise<void>;
};

const TIMEOUT_MS = 3000;

/** The API's internal media routes (apps/api/src/modules/streams/media-routes.ts), with the shared secret. */
export function apiLink({
  apiUrl,
  sharedSecret,
  nodeId,
  publicUrl = null,
}: {
  apiUrl: string;
  sharedSecret: string;
  nodeId: string;
  publicUrl?: string | null;
}): ApiLink {
  // Every call names the node and, with several nodes, where viewers reach it.
  const node = publicUrl ? { nodeId, publicUrl } : { nodeId };
  async function post<T>(path: string, body: object): Promise<T> {
    const response = await fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-media-secret': sharedSecret },
      body: JSON.stringify({ ...body, ...node }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  }
  return {
    async publish(key) {
      const answer = await post<{
        allowed: boolean;
        channelId?: number;
        broadcastId?: number;
        rewindSeconds?: number;
        keepRecording?: boolean;
        ladder?: number[];
        reason?: string;
        message?: string;
      }>('/internal/media/publish', { key });
      if (answer.allowed && answer.channelId && answer.broadcastId)
        return {
          channelId: answer.channelId,
          broadcastId: answer.broadcastId,
          rewindSeconds: answer.rewindSeconds ?? DEFAULT_WINDOW.rewindSeconds,
          keepRecording: answer.keepRecording ?? DEFAULT_WINDOW.keepRecording,
          ladder: Array.isArray(answer.ladder) ? answer.ladder.filter((height) => Number.isInteger(height)) : [],
        };
      return { refused: answer.reason ?? 'refused', ...(answer.message ? { message: answer.message } : {}) };
    },
    async unpublish(broadcastId, recording) {
      // Retried: a lost unpublish would leave the channel live until the API's heartbeat reconciliation.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await post('/internal/media/unpublish', { broadcastId, recording });
          return;
        } catch (error) {
          if (attempt >= 3) throw error;
          await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
        }
      }
    },
    async thumbnail(broadcastId) {
      await post('/internal/media/thumbnail', { broadcastId });
    },
    async heartbeat(live, health = [], closedVersion) {
      const answer = await post<{
        drop: number[];
        purge?: number[];
        clips?: ClipJob[];
        purgeClips?: number[];
        closed?: ClosedScopesUpdate;
      }>('/internal/media/heartbeat', { live, health, ...(closedVersion === undefined ? {} : { closedVersion }) });
      const { closed } = answer;
      return {
        drop: answer.drop,
        purge: answer.purge ?? [],
        clips: answer.clips ?? [],
        purgeClips: answer.purgeClips ?? [],
        ...(closed && typeof closed.version === 'string' && Array.isArray(closed.scopes) ? { closed } : {}),
      };
    },
    async clipMade(clipId, made) {
      await post('/internal/media/clip', { clipId, made });
    },
    async clipsPurged(clipIds) {
      await post('/internal/media/clips-purged', { clipIds });
    },
    async purged(broadcastIds) {
      await post('/internal/media/purged', { broadcastIds });
    },
  };
}
