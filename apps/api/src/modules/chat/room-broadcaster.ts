import { socketRoomOf, type WireMessage } from './chat-protocol';
import { createSentLog } from './sent-log';

export type RoomBroadcasterOptions = {
  /** Sends a batch to this node's sockets in the room as one `message` packet; a promise while it is still being written. */
  deliver(socketRoom: string, messages: WireMessage[]): Promise<void> | void;
  /** Hands lines this node stored to the other nodes at once, which tick them for their own sockets; absent on one node. */
  forward?(socketRoom: string, messages: WireMessage[]): void;
  /**
   * Whether any socket of this node is in the room. Lines of a room with none are not ticked: a
   * socket that joins later reads them from the store (join-handler.ts), as it does every line
   * stored before it joined. Absent: every room is ticked.
   */
  hasSockets?(socketRoom: string): boolean;
  tickMs: number;
};

type RoomQueue = { messages: WireMessage[]; timer: NodeJS.Timeout | null; delivering: Promise<void> | null };

/**
 * A room's lines go to this node's sockets at most once per tick, all of that tick's lines in one
 * packet, by seq. A socket costs the server a write per packet whatever the packet holds, so a
 * room of 10,000 sockets with 50 lines a second costs 100,000 writes a second this way where one
 * packet per line cost 500,000 (bench/chat).
 *
 * A line in a quiet room is not held back: the first line after a quiet tick goes out at once
 * (with whatever came in the same turn of the event loop), and the room's tick starts then; lines
 * arriving within it wait for its end. A tick starts no sooner than the last one's packet was
 * written to every socket, so a room's packets never overtake each other; a node that falls
 * behind sends fewer, fuller packets.
 *
 * With several nodes, a node forwards the lines it stored to the others as soon as they are
 * stored, and every node ticks each room for its own sockets: a socket gets one packet a tick
 * however many nodes the lines came from, and a line waits for one tick, not one on each node.
 */
export function createRoomBroadcaster(options: RoomBroadcasterOptions) {
  const { deliver, forward, hasSockets, tickMs } = options;
  const rooms = new Map<string, RoomQueue>();
  const inFlight = new Set<Promise<void>>();
  const sentLog = createSentLog();
  let closed = false;

  function send(socketRoom: string, queue: RoomQueue) {
    const batch = queue.messages.sort((a, b) => a.seq - b.seq);
    queue.messages = [];
    const started = Date.now();
    sentLog.record(
      socketRoom,
      batch.map((message) => message.seq),
    );
    const delivering = deliver(socketRoom, batch);
    if (!delivering) return started;
    const settled = delivering.then(
      () => undefined,
      () => undefined,
    );
    queue.delivering = settled;
    inFlight.add(settled);
    void settled.then(() => {
      inFlight.delete(settled);
      queue.delivering = null;
      // Lines that came while it was written go out once the tick is over (at once if it is already).
      if (closed) {
        if (queue.messages.length > 0) send(socketRoom, queue);
      } else if (queue.timer === null) tick(socketRoom, queue, started);
    });
    return started;
  }

  /** The room's next tick, tickMs after the last began. */
  function tick(socketRoom: string, queue: RoomQueue, lastStart: number) {
    queue.timer = setTimeout(() => flush(socketRoom, queue), Math.max(0, lastStart + tickMs - Date.now()));
  }

  function flush(socketRoom: string, queue: RoomQueue) {
    queue.timer = null;
    // Still being written: its end schedules the next tick.
    if (queue.delivering) return;
    if (queue.messages.length === 0) {
      // A tick with nothing to send: the room is quiet again.
      rooms.delete(socketRoom);
      return;
    }
    const started = send(socketRoom, queue);
    if (!queue.delivering) tick(socketRoom, queue, started);
  }

  function enqueue(socketRoom: string, messages: WireMessage[]) {
    // Into a thousand live rooms nobody watches from this node, a tick a line was most of what a
    // gift's alert cost the node after its statement (bench/README.md, 2026-11-29).
    if (hasSockets && !rooms.has(socketRoom) && !hasSockets(socketRoom)) return;
    let queue = rooms.get(socketRoom);
    if (!queue) {
      queue = { messages: [], timer: null, delivering: null };
      rooms.set(socketRoom, queue);
    }
    queue.messages.push(...messages);
    if (closed) {
      if (!queue.delivering) send(socketRoom, queue);
      return;
    }
    const waiting = queue;
    // setTimeout 0 rather than at once: lines that come in the same turn share the packet.
    if (queue.timer === null && queue.delivering === null)
      queue.timer = setTimeout(() => flush(socketRoom, waiting), 0);
  }

  /** Sends every room's waiting lines now (after the packet being written, if any). */
  async function drain() {
    while (true) {
      for (const [socketRoom, queue] of rooms) {
        if (queue.delivering || queue.messages.length === 0) continue;
        if (queue.timer) clearTimeout(queue.timer);
        queue.timer = null;
        send(socketRoom, queue);
      }
      if (inFlight.size === 0) return;
      await Promise.all(inFlight);
    }
  }

  return {
    /** Lines this node stored (in seq order per room): to the other nodes now, to this node's sockets on their room's tick. */
    publish(messages: readonly WireMessage[]) {
      const byRoom = new Map<string, WireMessage[]>();
      for (const message of messages) {
        const socketRoom = socketRoomOf(message.room);
        const list = byRoom.get(socketRoom);
        if (list) list.push(message);
        else byRoom.set(socketRoom, [message]);
      }
      for (const [socketRoom, list] of byRoom) {
        forward?.(socketRoom, list);
        enqueue(socketRoom, list);
      }
    },
    /** Lines another node stored and forwarded: to this node's sockets on their room's tick. */
    receive(socketRoom: string, messages: WireMessage[]) {
      enqueue(socketRoom, messages);
    },
    /** Now, for sentSince: taken right after a socket joined a room. */
    mark: sentLog.mark,
    /** The seqs of the room's lines sent since mark, which a socket in the room then got live. */
    sentSince: sentLog.sentSince,
    /** The seqs of a room's lines waiting for its tick: a socket in the room will get them live. */
    waitingSeqs(socketRoom: string): Set<number> {
      return new Set(rooms.get(socketRoom)?.messages.map((message) => message.seq));
    },
    /** Sends every waiting line now and resolves once all are written, e.g. before the node's connections close. */
    flushAll: drain,
    /** Sends what waits and stops the ticks; a line that comes later goes out at once. Nothing is lost. */
    async close() {
      closed = true;
      for (const queue of rooms.values()) if (queue.timer) clearTimeout(queue.timer);
      await drain();
      rooms.clear();
    },
  };
}

export type RoomBroadcaster = ReturnType<typeof createRoomBroadcaster>;
