import { and, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { broadcasts, channels, externalStreams, type Database } from '@onair/db';
import type { BroadcastStore } from './broadcast-store';

/** How often every external playback URL is looked at: a channel shows live or offline within this. */
export const EXTERNAL_POLL_MS = 10_000;
const PROBE_TIMEOUT_MS = 3_000;

/**
 * Whether an IVS or BytePlus playback URL is on air: IVS answers its playback URL 404 while the
 * channel is offline and the playlist while it is live; a BytePlus pull URL does the same for FLV.
 * Only the status is read, never the stream. Null when the service could not be asked (a timeout,
 * a refused connection, a 5xx): the channel keeps the state it has.
 */
export async function probePlayback(url: string): Promise<boolean | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  try {
    const response = await fetch(url, { signal: controller.signal, redirect: 'follow' });
    await response.body?.cancel();
    if (response.status === 200) return true;
    if (response.status >= 400 && response.status < 500) return false;
    return null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Marks channels played from Amazon IVS or BytePlus (external_streams) live or offline by asking
 * their playback URL, as our media app's publish and unpublish do for our own streams (docs/media.md,
 * "External streams"). Every API node runs it: each change is a conditional update, so only the
 * node that made it announces it, once.
 */
export function startExternalStreamWatch(
  db: Database,
  broadcastsStore: BroadcastStore,
  log: FastifyBaseLogger,
  { intervalMs = EXTERNAL_POLL_MS, probe = probePlayback } = {},
): () => void {
  async function round() {
    const rows = await db
      .select({
        channelId: externalStreams.channelId,
        player: externalStreams.player,
        url: externalStreams.playbackUrl,
      })
      .from(externalStreams);
    const changed: number[] = [];
    await Promise.all(
      rows.map(async (row) => {
        const live = await probe(row.url);
        if (live === null) return;
        const now = new Date();
        const updated = live
          ? await db
              .update(channels)
              .set({ isLive: true, liveStartedAt: now, player: row.player, updatedAt: now })
              // A suspended channel stays offline whatever the provider says (docs/takedown.md).
              .where(
                and(eq(channels.channelId, row.channelId), eq(channels.isLive, false), isNull(channels.suspendedAt)),
              )
              .returning({ channelId: channels.channelId })
          : await db
              .update(channels)
              .set({ isLive: false, liveStartedAt: null, player: null, thumbnailUrl: null, updatedAt: now })
              .where(
                and(
                  eq(channels.channelId, row.channelId),
                  eq(channels.isLive, true),
                  // A broadcast through our own media app is that app's to end.
                  notExists(
                    db
                      .select({ one: sql`1` })
                      .from(broadcasts)
                      .where(and(eq(broadcasts.channelId, row.channelId), isNull(broadcasts.endedAt))),
                  ),
                ),
              )
              .returning({ channelId: channels.channelId });
        changed.push(...updated.map((channel) => channel.channelId));
      }),
    );
    await broadcastsStore.announce(changed);
    if (changed.length > 0) log.info({ channels: changed }, 'external streams changed state');
  }

  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    round()
      .catch((error: unknown) => log.error({ err: error }, 'external stream watch failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
