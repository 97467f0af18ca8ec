/**
 * This node's copies of answers every guest gets alike (the home list, a channel's profile, an
 * open room's live page), each kept for `staleMs` from when it was read. Per node and by time
 * only, so it is correct across nodes by construction: a change shows on every node within
 * `staleMs` of its commit, and no node has to tell another (docs/ARCHITECTURE.md, "Guest answer
 * cache"). A key holds the brand, so no brand is ever answered another's copy.
 *
 * Misses for one key share one read (a popular page that expires costs one query, not one per
 * waiting request), and a read that fails or is not to be kept (a gated room) is not kept.
 */
export type GuestAnswerCache = {
  /** The copy for this key while it is fresh; else load()'s answer, kept when keep(answer) says so. */
  read<T>(key: string, load: () => Promise<T>, keep?: (answer: T) => boolean): Promise<T>;
  readonly staleMs: number;
};

type Entry = { until: number; answer: Promise<unknown> };

/** Keys are bounded by the routes' own limits (pages, ids); past this many the oldest copies go. */
const MAX_ENTRIES = 20_000;

export function guestAnswerCache(staleMs: number, now: () => number = Date.now): GuestAnswerCache {
  const entries = new Map<string, Entry>();
  if (staleMs <= 0) return { staleMs: 0, read: (_key, load) => load() };

  function store(key: string, entry: Entry) {
    if (entries.size >= MAX_ENTRIES) {
      // Map keeps insertion order: the first keys are the oldest copies.
      for (const old of entries.keys()) {
        entries.delete(old);
        if (entries.size < MAX_ENTRIES / 2) break;
      }
    }
    entries.set(key, entry);
  }

  return {
    staleMs,
    read<T>(key: string, load: () => Promise<T>, keep: (answer: T) => boolean = () => true): Promise<T> {
      const at = now();
      const held = entries.get(key);
      if (held && held.until > at) return held.answer as Promise<T>;
      if (held) entries.delete(key);
      const answer = load();
      // Staleness counts from the start of the read: the copy is never older than staleMs.
      const entry: Entry = { until: at + staleMs, answer };
      store(key, entry);
      const drop = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      answer.then((value) => (keep(value) ? undefined : drop()), drop);
      return answer;
    },
  };
}
