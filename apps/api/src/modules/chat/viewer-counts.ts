import type { Server } from 'socket.io';

const ROOM_PREFIX = 'room:';
// Each node tells the others its rooms' sizes this often; a node silent for three beats is gone.
const BEAT_MS = 5_000;
const STALE_MS = 3 * BEAT_MS;
// A node just started has not heard every other node's beat yet: its counts are short until then.
const WARM_MS = BEAT_MS + 1_000;
const VIEWERS_EVENT = 'chat:viewers';
const OWNER_ROOM_PREFIX = 'owner:';

/**
 * The socket.io room holding the channel owner's own sockets of a room (room:12 -> owner:room:12):
 * they are in the room to read and moderate, but the owner is not a viewer of their own broadcast.
 */
export const ownerRoomOf = (socketRoom: string) => `${OWNER_ROOM_PREFIX}${socketRoom}`;

type Beat = { node: string; rooms: Record<string, number> };

/**
 * Viewers of a room: this node's sockets in it but the channel owner's (ownerRoomOf), plus what the
 * other nodes last said of theirs.
 * Asking every node on every join (fetchSockets) would cost a round of Redis requests per join
 * and grow with the room; a heartbeat costs one message per node every few seconds, and a node
 * that dies simply stops counting once its last beat is stale.
 *
 * A room is held from its first socket here until the writer has stored its count of 0
 * (release): until then channels.viewer_count may still hold an older count, so the room's
 * live count is the one to show (known), and the beats carry it, 0 included, to the other nodes.
 */
export function createViewerCounts(io: Server, clustered: boolean, nodeId: string) {
  const remote = new Map<string, { rooms: Record<string, number>; at: number }>();
  const adapter = io.of('/').adapter;
  const localRooms = adapter.rooms;
  const held = new Set<string>();
  const startedAt = Date.now();

  const local = (socketRoom: string) => {
    const sockets = localRooms.get(socketRoom);
    if (!sockets) return 0;
    let viewers = sockets.size;
    // Only the owner's sockets still in the room: one a moderator moved out may linger in the other.
    for (const id of localRooms.get(ownerRoomOf(socketRoom)) ?? []) if (sockets.has(id)) viewers -= 1;
    return viewers;
  };
  const hold = (name: string) => name.startsWith(ROOM_PREFIX) && held.add(name);
  adapter.on('create-room', hold);
  for (const name of localRooms.keys()) hold(name);

  const freshBeats = () => {
    const now = Date.now();
    for (const [node, beat] of remote) if (now - beat.at > STALE_MS) remote.delete(node);
    return [...remote.values()];
  };
  const count = (socketRoom: string) =>
    freshBeats().reduce((total, beat) => total + (beat.rooms[socketRoom] ?? 0), local(socketRoom));

  let timer: NodeJS.Timeout | null = null;
  if (clustered) {
    io.on(VIEWERS_EVENT, (beat: Beat) => {
      if (beat && typeof beat.node === 'string' && beat.node !== nodeId)
        remote.set(beat.node, { rooms: beat.rooms ?? {}, at: Date.now() });
    });
    timer = setInterval(() => {
      const rooms: Record<string, number> = {};
      for (const name of held) rooms[name] = local(name);
      io.serverSideEmit(VIEWERS_EVENT, { node: nodeId, rooms } satisfies Beat);
    }, BEAT_MS);
    timer.unref();
  }

  return {
    count,
    /**
     * The room's count when some node holds it, else null: nobody has been in it since its count
     * was stored, so channels.viewer_count says it. Null everywhere while a clustered node is
     * still waiting for the other nodes' first beats.
     */
    known(socketRoom: string): number | null {
      if (clustered && Date.now() - startedAt < WARM_MS) return null;
      const heldSomewhere = held.has(socketRoom) || freshBeats().some((beat) => beat.rooms[socketRoom] !== undefined);
      return heldSomewhere ? count(socketRoom) : null;
    },
    /** Rooms this node holds: each has sockets here, or a count of 0 not yet stored. */
    held: (): Iterable<string> => held,
    /**
     * The room's count of 0 is stored; the room is no longer this node's to tell. Kept while any
     * socket is in it, the owner's too: a viewer joining a room that exists fires no create-room.
     */
    release(socketRoom: string) {
      if (!localRooms.get(socketRoom)?.size) held.delete(socketRoom);
    },
    stop() {
      if (timer) clearInterval(timer);
      adapter.off('create-room', hold);
    },
  };
}

export type ViewerCounts = ReturnType<typeof createViewerCounts>;
