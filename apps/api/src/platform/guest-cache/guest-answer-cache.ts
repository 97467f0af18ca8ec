import type { SerializedAnswer } from '../http/serialized-answer';

/**
 * This node's copies of answers every guest gets alike (the home list, a channel's profile, an
 * open room's live page), each kept for `staleMs` from when it was read. Per node and by time
 * only, so it is correct across nodes by construction: a change shows on every node within
 * `staleMs` of its commit, and no node has to tell another (docs/ARCHITECTURE.md, "Guest answer
 * cache"). A key holds the brand, so no brand is ever answered another's copy.
 *
 * Misses for one key share one read (a popular page that expires costs one query, not one per
 * waiting request), and a read that fails or is not to be kept (a gated room) is not kept.
 * A copy asked for in its last `refreshAheadMs` is read anew in the background, once, while the
 * copy still answers: a key asked for steadily never makes a request wait for the database. The
 * new copy's staleness counts from the start of its own read, so no answer is ever older than
 * `staleMs`.
 */
export type GuestAnswerCache = {
  /** The copy for this key while it is fresh; else load()'s answer, kept when keep(answer) says so. */
  read<T>(key: string, load: () => Promise<T>, keep?: (answer: T) => boolean): Promise<T>;
  /**
   * After a guest of `brand` asking `url` (of the route declared as `route`) was answered the copy
   * under `key`: later guests asking the very same URL on the same brand may be answered
   * render(copy) before any route runs (guest-fast-path.ts), while that copy is fresh.
   */
  answerUrlFromCopy<T>(
    at: { brand: string; url: string; route: string },
    key: string,
    render: (copy: T) => SerializedAnswer<unknown>,
  ): void;
  /** What a fresh, kept copy gives a guest of `brand` asking `url`, and its route; undefined: ask the route. */
  copyAnswer(brand: string, url: string): CopyAnswer | undefined;
  readonly staleMs: number;
};

type Entry = {
  until: number;
  answer: Promise<unknown>;
  /** Set once the read resolved and keep() said yes: only then may the copy be sent as it is. */
  kept: boolean;
  value: unknown;
  /** A background read for this key is running (or failed: the copy then just runs out). */
  refreshing: boolean;
  /** That read, with when it began: still running when the copy runs out, the next request waits for it. */
  next?: { at: number; answer: Promise<unknown> };
};

type UrlRoute = { key: string; route: string; render: (copy: unknown) => SerializedAnswer<unknown> };

/** A guest's answer from a copy: its JSON text, and the route it stands for (its metrics' label). */
export type CopyAnswer = { json: string; route: string };

/** Keys are bounded by the routes' own limits (pages, ids); past this many the oldest copies go. */
const MAX_ENTRIES = 20_000;

/** The share of the staleness, at its end, in which a copy asked for is read anew in the background. */
export const REFRESH_AHEAD_SHARE = 0.2;

/** Map keeps insertion order: the first keys are the oldest; half of them go when the map is full. */
function bounded<V>(map: Map<string, V>, key: string, value: V) {
  if (map.size >= MAX_ENTRIES && !map.has(key)) {
    for (const old of map.keys()) {
      map.delete(old);
      if (map.size < MAX_ENTRIES / 2) break;
    }
  }
  map.set(key, value);
}

const noCopies = (): undefined => undefined;

export function guestAnswerCache(staleMs: number, now: () => number = Date.now): GuestAnswerCache {
  const entries = new Map<string, Entry>();
  // Which URL of which brand a kept copy answers as it is: any URL a guest could send, so bounded too.
  const urls = new Map<string, UrlRoute>();
  if (staleMs <= 0)
    return { staleMs: 0, read: (_key, load) => load(), answerUrlFromCopy: () => undefined, copyAnswer: noCopies };
  const refreshAheadMs = staleMs * REFRESH_AHEAD_SHARE;
  const dueForRefresh = (entry: Entry, at: number) =>
    entry.kept && !entry.refreshing && at >= entry.until - refreshAheadMs;

  function refresh<T>(key: string, held: Entry, load: () => Promise<T>, keep: (answer: T) => boolean, at: number) {
    held.refreshing = true;
    const answer = load();
    held.next = { at, answer };
    answer.then(
      (value) => {
        if (entries.get(key) !== held) return;
        // A room gated since its copy was read (keep says no) is not answered from that copy any more.
        entries.delete(key);
        if (keep(value)) entries.set(key, { until: at + staleMs, answer, kept: true, value, refreshing: false });
      },
      // A failed refresh changes nothing: the copy runs out at its time and the next request reads anew.
      () => {
        held.next = undefined;
      },
    );
  }

  return {
    staleMs,
    read<T>(key: string, load: () => Promise<T>, keep: (answer: T) => boolean = () => true): Promise<T> {
      const at = now();
      const held = entries.get(key);
      if (held && held.until > at) {
        if (dueForRefresh(held, at)) refresh(key, held, load, keep, at);
        return held.answer as Promise<T>;
      }
      if (held) entries.delete(key);
      // A refresh still running when its copy ran out is the read this request waits for, not a second one.
      const pending = held?.next;
      const answer = (pending?.answer as Promise<T> | undefined) ?? load();
      // Staleness counts from the start of the read: the copy is never older than staleMs.
      const entry: Entry = {
        until: (pending?.at ?? at) + staleMs,
        answer,
        kept: false,
        value: undefined,
        refreshing: false,
      };
      bounded(entries, key, entry);
      const drop = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      answer.then((value) => {
        if (!keep(value)) return drop();
        entry.kept = true;
        entry.value = value;
      }, drop);
      return answer;
    },
    answerUrlFromCopy<T>(
      { brand, url, route }: { brand: string; url: string; route: string },
      key: string,
      render: (copy: T) => SerializedAnswer<unknown>,
    ) {
      const at = `${brand} ${url}`;
      if (urls.get(at)?.key !== key) bounded(urls, at, { key, route, render: render as UrlRoute['render'] });
    },
    copyAnswer(brand: string, url: string) {
      const route = urls.get(`${brand} ${url}`);
      if (route === undefined) return undefined;
      const held = entries.get(route.key);
      const at = now();
      // Expired, not kept, or due for its refresh (which the route starts): the route answers.
      if (held === undefined || !held.kept || held.until <= at || dueForRefresh(held, at)) return undefined;
      return { json: route.render(held.value).json, route: route.route };
    },
  };
}
