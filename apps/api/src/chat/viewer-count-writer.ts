import { eq } from 'drizzle-orm';
import { channels, type Database } from '@onair/db';
import type { ViewerCounts } from './viewer-counts';

const ROOM_PREFIX = 'room:';

/**
 * Writes each room's viewers to channels.viewer_count, which the home list sorts and shows. A node
 * writes the rooms it has sockets in (with the other nodes' counts added) and, once, a room it has
 * just emptied; rooms it never held are left to the node that holds them, so a channel nobody has
 * opened keeps its count. Only changed counts are written, and each is told to the room's sockets
 * on this node, so everyone in the room sees the count move, not only the latest joiner.
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
    const rooms = new Set([
      ...written.keys(),
      ...[...localRooms.keys()].filter((name) => name.startsWith(ROOM_PREFIX)),
    ]);
    for (const room of rooms) {
      const channelId = Number(room.slice(ROOM_PREFIX.length));
      if (!Number.isSafeInteger(channelId) || channelId < 1) continue;
      const count = viewers.count(room);
      if (written.get(room) === count) continue;
      if (localRooms.has(room)) announce(channelId, count);
      await db.update(channels).set({ viewerCount: count }).where(eq(channels.channelId, channelId));
      if (count === 0 && !localRooms.has(room)) written.delete(room);
      else written.set(room, count);
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
