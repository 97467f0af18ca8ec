/**
 * Which lines each room's ticks sent lately, numbered by flush. A socket that joins a room is in it
 * for every flush that starts after it joined, and reads the stored lines a moment later: the
 * lines those flushes carried reached it live, so its catch-up leaves them out (join-handler.ts),
 * and it sees each line once. Entries older than keepMs are dropped; a catch-up read takes far less.
 */
export function createSentLog({ keepMs = 10_000, now = Date.now }: { keepMs?: number; now?: () => number } = {}) {
  const rooms = new Map<string, { flush: number; at: number; seqs: readonly number[] }[]>();
  let flushes = 0;
  let lastSweep = now();

  function sweep(at: number) {
    lastSweep = at;
    for (const [room, entries] of rooms) {
      const kept = entries.filter((entry) => at - entry.at <= keepMs);
      if (kept.length === 0) rooms.delete(room);
      else rooms.set(room, kept);
    }
  }

  return {
    /** A flush of these seqs to the room's sockets starts now. */
    record(room: string, seqs: readonly number[]) {
      const at = now();
      if (at - lastSweep > keepMs) sweep(at);
      flushes += 1;
      const entries = rooms.get(room);
      const entry = { flush: flushes, at, seqs };
      if (entries) entries.push(entry);
      else rooms.set(room, [entry]);
    },
    /** Now, as a flush number: the flushes after it are those sentSince counts. */
    mark(): number {
      return flushes;
    },
    /** The seqs that flushes of the room after mark sent. */
    sentSince(room: string, mark: number): Set<number> {
      const sent = new Set<number>();
      for (const entry of rooms.get(room) ?? []) if (entry.flush > mark) for (const seq of entry.seqs) sent.add(seq);
      return sent;
    },
  };
}
