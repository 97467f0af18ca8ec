import { eq } from 'drizzle-orm';
import { channels, type Database } from '@onair/db';
import type { ViewerCounts } from './viewer-counts';

const ROOM_PREFIX = 'room:';

/**
 * Writes each room's viewers to channels.viewer_count, which the home list sorts and shows. A node
 * writes the rooms it holds (viewer-counts.ts: rooms it has had sockets in since it last stored
 * their 0), with the other nodes' counts added, until it has stored a 0 for one it has emptied;
 * rooms it never held are left to the node that holds them, so a channel nobody has opened keeps
 * its count. Only changed counts are written, and each is told to the room's sockets on this node,
 * so everyone in the room sees the count move, not only the latest joiner.
 */
export function startViewerCountWriter(
  db: Database,
  localRooms: Map<string, Set<string>>,
  viewers: ViewerCounts,
  log: { warn(details: object, message: string): void },
  intervalMs: number,
  /** Tells this node's sockets in the room its new count (each node tells its own, so once each). */
  announce: (channelId: number, count: number) => void = () => undefined,
) {
  const written = new Map<string, number>();
  let running: Promise<void> = Promise.resolve();

  async function writeChanged() {
    for (const room of [...viewers.held()]) {
      const channelId = Number(room.slice(ROOM_PREFIX.length));
      if (!Number.isSafeInteger(channelId) || channelId < 1) {
        viewers.release(room);
        continue;
      }
      const count = viewers.count(room);
      const here = localRooms.has(room);
      if (written.get(room) !== count) {
        if (here) announce(channelId, count);
        await db.update(channels).set({ viewerCount: count }).where(eq(channels.channelId, channelId));
        written.set(room, count);
      }
      if (count === 0 && !here) {
        written.delete(room);
        viewers.release(room);
      }
    }
  }

  const timer = setInterval(() => {
    running = running.then(writeChanged).catch((error: unknown) => log.warn({ error }, 'viewer counts not written'));
  }, intervalMs);
  timer.unref();

  return {
    /** Writes what changed now (tests, and the last write at shutdown). */
    flush(): Promise<void> {
      running = running.then(writeChanged);
      return running;
    },
    async stop() {
      clearInterval(timer);
      await running.catch(() => undefined);
    },
  };
}
