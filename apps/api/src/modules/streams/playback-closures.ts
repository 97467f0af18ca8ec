import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { clips, recordedStreams, type Database } from '@onair/db';
import type { PlaybackScope } from '@onair/media-tokens';
import { lastExpiryBefore, lastExpiryOfAnyBefore, PLAYBACK_TOKEN_HOURS } from './stream-urls';

/** A scope a media node refuses tokens of, when they expire by `until` (unix seconds): those signed before it closed. */
export type ClosedScope = { scope: PlaybackScope; until: number };

/** The closed scopes as a heartbeat answers them, and their version: a node holding that version is answered none. */
export type ClosedScopes = { version: string; scopes: ClosedScope[] };

/**
 * How long a closed scope is still sent after its refused tokens expired: a media node whose clock
 * runs behind the API's still takes them for a while.
 */
const NODE_CLOCK_MARGIN_S = 600;

/** Every bound is within the token's lifetime, rounded up to the hour, plus the owner's hour and the margins. */
const LOOKBACK_MS = (PLAYBACK_TOKEN_HOURS + 3) * 3_600_000;

/**
 * The playback scopes closed since the tokens now alive were signed (docs/media.md, "Closed
 * recordings and clips"): recordings hidden (still hidden) or deleted, and clips deleted. Tokens are
 * stateless, so every media node learns these at its heartbeat and refuses the tokens signed before
 * the close; a scope leaves the list once all of those have expired, which keeps it a few hours' worth.
 * Read from the database at every beat, so every API node answers the same whatever node took the change.
 */
export function playbackClosures(db: Database) {
  return {
    async current(nowMs = Date.now()): Promise<ClosedScopes> {
      const since = new Date(nowMs - LOOKBACK_MS);
      const [recordings, deletedClips] = await Promise.all([
        db
          .select({
            broadcastId: recordedStreams.broadcastId,
            hiddenAt: recordedStreams.hiddenAt,
            deletedAt: recordedStreams.deletedAt,
          })
          .from(recordedStreams)
          .where(
            or(
              gt(recordedStreams.deletedAt, since),
              and(eq(recordedStreams.hidden, true), gt(recordedStreams.hiddenAt, since), isNull(recordedStreams.deletedAt)),
            ),
          ),
        db.select({ clipId: clips.clipId, deletedAt: clips.deletedAt }).from(clips).where(gt(clips.deletedAt, since)),
      ]);
      const scopes: ClosedScope[] = [];
      for (const { broadcastId, hiddenAt, deletedAt } of recordings) {
        const until = deletedAt ? lastExpiryOfAnyBefore(deletedAt) : hiddenAt ? lastExpiryBefore(hiddenAt) : 0;
        scopes.push({ scope: `vod/${broadcastId}`, until });
      }
      for (const { clipId, deletedAt } of deletedClips) {
        if (deletedAt) scopes.push({ scope: `clip/${clipId}`, until: lastExpiryOfAnyBefore(deletedAt) });
      }
      const alive = scopes
        .filter((closed) => closed.until + NODE_CLOCK_MARGIN_S > nowMs / 1000)
        .sort((a, b) => (a.scope < b.scope ? -1 : a.scope > b.scope ? 1 : 0));
      const version = createHash('sha256').update(JSON.stringify(alive)).digest('base64url').slice(0, 16);
      return { version, scopes: alive };
    },
  };
}

export type PlaybackClosures = ReturnType<typeof playbackClosures>;
