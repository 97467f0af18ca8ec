import type { Server } from 'socket.io';

const ROOM_PREFIX = 'room:';
// Each node tells the others its rooms' sizes this often; a node silent for three beats is gone.
const BEAT_MS = 5_000;
const STALE_MS = 3 * BEAT_MS;
const VIEWERS_EVENT = 'chat:viewers';

type Beat = { node: string; rooms: Record<string, number> };

/**
 * Viewers of a room: this node's sockets in it, plus what the other nodes last said of theirs.
 * Asking every node on every join (fetchSockets) would cost a round of Redis requests per join
 * and grow with the room; a heartbeat costs one message per node every few seconds, and a node
 * that dies simply stops counting once its last beat is stale.
 */
export function createViewerCounts(io: Server, clustered: boolean, nodeId: string) {
  const remote = new Map<string, { rooms: Record<string, number>; at: number }>();
  const localRooms = io.of('/').adapter.rooms;

  const local = (socketRoom: string) => localRooms.get(socketRoom)?.size ?? 0;

  let timer: NodeJS.Timeout | null = null;
  if (clustered) {
    io.on(VIEWERS_EVENT, (beat: Beat) => {
      if (beat && typeof beat.node === 'string' && beat.node !== nodeId)
        remote.set(beat.node, { rooms: beat.rooms ?? {}, at: Date.now() });
    });
    timer = setInterval(() => {
      const rooms: Record<string, number> = {};
      for (const [name, sockets] of localRooms) if (name.startsWith(ROOM_PREFIX)) rooms[name] = sockets.size;
      io.serverSideEmit(VIEWERS_EVENT, { node: nodeId, rooms } satisfies Beat);
    }, BEAT_MS);
    timer.unref();
  }

  return {
    count(socketRoom: string): number {
      const now = Date.now();
      let total = local(socketRoom);
      for (const [node, beat] of remote) {
        if (now - beat.at > STALE_MS) remote.delete(node);
        else total += beat.rooms[socketRoom] ?? 0;
      }
      return total;
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}

export type ViewerCounts = ReturnType<typeof createViewerCounts>;
