import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import { CHAT_LIVE_MATCH_LIMITS, type ChatLiveMatch, type ChatLiveMatchEvent } from '@onair/contracts';
import type { Database } from '@onair/db';
import type { GiftEventBus } from '../money/index';
import type { ChatSocket } from './chat-handle';
import { CHAT_EVENTS, socketRoomOf } from './chat-protocol';
import { createLiveMatchStore, type StoredMatch } from './live-match-store';
import { memberRoomOf } from './moderation-handler';
import type { RoomDirectory } from './room-directory';

export type LiveMatchTiming = {
  /** A match's scores go to its rooms at most this often (per node). */
  scoreMs: number;
  /** How often every node closes proposals and matches past their time that no timer closed. */
  sweepMs: number;
  /** How long the opponent's owner has to answer. */
  answerSeconds: number;
};

export const LIVE_MATCH_TIMING: LiveMatchTiming = {
  scoreMs: 1000,
  sweepMs: 5000,
  answerSeconds: CHAT_LIVE_MATCH_LIMITS.answerSeconds,
};

// A timer can fire a little before the database's clock gets there; it looks again once.
const TIMER_RETRY_MS = 500;
// Gifts arriving meanwhile are added to the scores by one statement.
const SCORE_BATCH_MS = 20;

export const wireMatch = (match: StoredMatch): ChatLiveMatch => ({
  matchId: match.matchId,
  status: match.status,
  sides: [
    { channelId: match.channelId, name: match.channelName, score: match.channelScore },
    { channelId: match.opponentChannelId, name: match.opponentName, score: match.opponentScore },
  ],
  minutes: match.minutes,
  answerBy: match.answerBy.toISOString(),
  endsAt: match.endsAt?.toISOString() ?? null,
  winnerChannelId: match.winnerChannelId,
});

/** The two owners decide on a proposal; the rooms only hear a match once it was accepted. */
const publicStatus = (match: StoredMatch) => match.status === 'running' || match.status === 'ended';

/**
 * Live matches (SPEC.md section 7's live-match event): stored, so every node and restart sees the
 * same. The node that proposes times the answer, the node that accepts times the end, and every
 * node sweeps for what a dead node left; each change is a conditional UPDATE, so the node whose
 * statement made it is the one that announces it. Currency gifts committed on this node go to the
 * scores (the gift bus is in-process) and the scores to both rooms at most once a second.
 */
export function createLiveMatches(
  db: Database,
  io: Server,
  directory: RoomDirectory,
  log: FastifyBaseLogger,
  timing: LiveMatchTiming = LIVE_MATCH_TIMING,
) {
  const store = createLiveMatchStore(db);
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const scores = new Map<number, { last: number; timer: ReturnType<typeof setTimeout> | null }>();
  const pendingGifts = new Map<number, number>();
  let scoring: Promise<void> | null = null;
  let stopped = false;

  async function ownerOf(channelId: number) {
    return (await directory.find(channelId))?.ownerMemberId ?? null;
  }

  /** To both rooms once accepted; before that to the two owners, each in their own room. */
  async function announce(stored: StoredMatch): Promise<ChatLiveMatch> {
    const match = wireMatch(stored);
    for (const channelId of [stored.channelId, stored.opponentChannelId]) {
      const room = String(channelId);
      const event: ChatLiveMatchEvent = { type: 'live-match', room, match };
      if (publicStatus(stored)) io.to(socketRoomOf(room)).emit(CHAT_EVENTS.event, event);
      else {
        const owner = await ownerOf(channelId);
        if (owner !== null) io.to(memberRoomOf(owner)).emit(CHAT_EVENTS.event, event);
      }
    }
    return match;
  }

  async function announceClosed(closed: StoredMatch[]) {
    for (const match of closed) {
      forget(match.matchId);
      await announce(match);
    }
  }

  function forget(matchId: number) {
    const timer = timers.get(matchId);
    if (timer) clearTimeout(timer);
    timers.delete(matchId);
    const entry = scores.get(matchId);
    if (entry?.timer) clearTimeout(entry.timer);
    scores.delete(matchId);
  }

  /** At answer_by for a proposal, at ends_at for a running match. */
  function schedule(match: StoredMatch, delayMs?: number, retried = false) {
    const at = match.status === 'proposed' ? match.answerBy : match.endsAt;
    if (!at) return;
    const existing = timers.get(match.matchId);
    if (existing) clearTimeout(existing);
    const timer = setTimeout(
      () => {
        timers.delete(match.matchId);
        void store
          .closeOverdue(match.matchId)
          .then(async (closed) => {
            if (closed.length > 0) await announceClosed(closed);
            else if (!retried && !stopped) schedule(match, TIMER_RETRY_MS, true);
          })
          .catch((error: unknown) =>
            log.warn({ err: error, matchId: match.matchId }, 'live match timer failed; the sweep will close it'),
          );
      },
      Math.max(0, delayMs ?? at.getTime() - Date.now()),
    );
    timers.set(match.matchId, timer);
  }

  async function broadcastScores(matchId: number) {
    const match = await store.find(matchId);
    // An ended match's final scores went out with its end.
    if (!match || match.status !== 'running') return forget(matchId);
    await announce(match);
  }

  /** Leading and trailing edge: the first gift shows at once, then the scores at most every scoreMs. */
  function scoresMoved(matchId: number) {
    const entry = scores.get(matchId) ?? { last: 0, timer: null };
    scores.set(matchId, entry);
    if (entry.timer) return;
    const run = () => {
      entry.timer = null;
      entry.last = Date.now();
      void broadcastScores(matchId).catch((error: unknown) => log.warn({ err: error, matchId }, 'live match scores failed'));
    };
    const wait = entry.last + timing.scoreMs - Date.now();
    if (wait <= 0) run();
    else entry.timer = setTimeout(run, wait);
  }

  async function drainGifts() {
    let lastStart = 0;
    while (pendingGifts.size > 0) {
      const wait = lastStart + SCORE_BATCH_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastStart = Date.now();
      const batch = new Map(pendingGifts);
      pendingGifts.clear();
      try {
        for (const matchId of await store.score(batch)) scoresMoved(matchId);
      } catch (error) {
        log.error({ err: error, channels: [...batch.keys()] }, 'gifts not added to live match scores');
      }
    }
    scoring = null;
  }

  async function sweep() {
    try {
      await announceClosed(await store.closeOverdue());
    } catch (error) {
      log.warn({ err: error }, 'live match sweep failed');
    }
    // Leading-edge entries of matches another node ended would otherwise stay.
    const stale = Date.now() - 60_000;
    for (const [matchId, entry] of scores) if (!entry.timer && entry.last < stale) scores.delete(matchId);
  }
  let sweeping: Promise<void> = sweep();
  const sweeper = setInterval(() => {
    sweeping = sweeping.then(sweep);
  }, timing.sweepMs);

  return {
    /** Adds this node's committed currency gifts to the scores of the matches their channels are in. */
    listen(gifts: GiftEventBus) {
      return gifts.subscribe((gift) => {
        if (stopped || gift.itemCode !== CHAT_LIVE_MATCH_LIMITS.scoringItemCode) return;
        pendingGifts.set(gift.channelId, (pendingGifts.get(gift.channelId) ?? 0) + gift.amount);
        scoring ??= drainGifts();
      });
    },

    /**
     * A joining socket gets the room's running match, and the room's owner its open proposal; a
     * match past its time is closed now instead, and the room hears that. Never throws.
     */
    async greet(socket: ChatSocket, channelId: number) {
      try {
        let open = await store.openFor(channelId);
        if (!open) return;
        const due = open.status === 'proposed' ? open.answerBy : open.endsAt;
        if (due && due.getTime() <= Date.now()) {
          const closed = await store.closeOverdue(open.matchId);
          if (closed.length > 0) return void (await announceClosed(closed));
          open = await store.find(open.matchId);
          if (!open || (open.status !== 'proposed' && open.status !== 'running')) return;
        }
        if (open.status === 'proposed' && socket.data.user?.memberId !== (await ownerOf(channelId))) return;
        socket.emit(CHAT_EVENTS.event, {
          type: 'live-match',
          room: String(channelId),
          match: wireMatch(open),
        } satisfies ChatLiveMatchEvent);
      } catch (error) {
        log.warn({ err: error, channelId }, 'live match greeting failed');
      }
    },

    async propose(channelId: number, opponentChannelId: number, minutes: number, memberId: number) {
      const { result, overdue } = await store.propose(
        channelId,
        opponentChannelId,
        minutes,
        timing.answerSeconds,
        memberId,
      );
      await announceClosed(overdue);
      if (result.outcome !== 'proposed') return result;
      schedule(result.match);
      return { outcome: 'proposed' as const, match: await announce(result.match) };
    },

    find: (matchId: number) => store.find(matchId),

    /** The match, running (or declined), or null when the proposal was answered or expired already. */
    async answer(matchId: number, opponentChannelId: number, accept: boolean): Promise<ChatLiveMatch | null> {
      const answered = accept ? await store.accept(matchId, opponentChannelId) : await store.decline(matchId, opponentChannelId);
      if (!answered) return null;
      forget(matchId);
      if (answered.status === 'running') schedule(answered);
      return announce(answered);
    },

    /** Ends a running match early: the final match, or null when it was not running. */
    async end(matchId: number): Promise<ChatLiveMatch | null> {
      const ended = await store.end(matchId);
      if (!ended) return null;
      forget(matchId);
      return announce(ended);
    },

    /** Stops the timers; what is still open is closed by the sweep of whichever node runs next. */
    async stop() {
      stopped = true;
      clearInterval(sweeper);
      await scoring;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      for (const entry of scores.values()) if (entry.timer) clearTimeout(entry.timer);
      scores.clear();
      await sweeping;
    },
  };
}

export type LiveMatches = ReturnType<typeof createLiveMatches>;
