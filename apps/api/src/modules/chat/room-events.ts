import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';
import type { ChatAnnouncementEvent, ChatPinnedLine, ChatVote, ChatVotingEvent } from '@onair/contracts';
import type { Database } from '@onair/db';
import { createAnnouncementStore } from './announcement-store';
import type { ChatSocket } from './chat-handle';
import { CHAT_EVENTS, socketRoomOf } from './chat-protocol';
import { createVoteStore, type CountedVote, type StoredVote } from './vote-store';

export type RoomEventsTiming = {
  /** A vote's tally goes to the room at most this often (per node). */
  tallyMs: number;
  /** How often every node closes votes past their end that no timer closed (their node died). */
  sweepMs: number;
  /** How long one of a vote's seconds lasts: 1000, shorter only in a test that waits for a vote to end. */
  secondMs: number;
};

export const ROOM_EVENTS_TIMING: RoomEventsTiming = { tallyMs: 1000, sweepMs: 5000, secondMs: 1000 };

// A timer can fire a little before the database's clock reaches ends_at; it looks again once.
const TIMER_RETRY_MS = 500;

const wireVote = ({ vote, counts }: CountedVote): ChatVote => ({
  voteId: vote.voteId,
  question: vote.question,
  options: vote.options.map((text, index) => ({ text, votes: counts[index] ?? 0 })),
  total: counts.reduce((sum, count) => sum + count, 0),
  endsAt: vote.endsAt.toISOString(),
  closed: vote.closedAt !== null,
});

/**
 * A room's announcement and votes (SPEC.md section 7's announcement and voting events): stored,
 * so every node and every restart sees the same, and sent to the room as `event`. Each vote ends
 * by a timer on the node that opened it; a sweep on every node closes the votes whose node died.
 * Closing is a conditional UPDATE, so however many nodes try, one announces the final tally.
 */
export function createRoomEvents(
  db: Database,
  io: Server,
  log: FastifyBaseLogger,
  timing: RoomEventsTiming = ROOM_EVENTS_TIMING,
) {
  const announcements = createAnnouncementStore(db);
  const votes = createVoteStore(db);
  const endTimers = new Map<number, ReturnType<typeof setTimeout>>();
  const tallies = new Map<number, { last: number; timer: ReturnType<typeof setTimeout> | null }>();
  let stopped = false;

  const toRoom = (channelId: number, event: ChatAnnouncementEvent | ChatVotingEvent) =>
    io.to(socketRoomOf(String(channelId))).emit(CHAT_EVENTS.event, event);

  async function announceVote(stored: StoredVote): Promise<ChatVote> {
    const vote = wireVote(await votes.counted(stored));
    toRoom(stored.channelId, { type: 'voting', room: String(stored.channelId), vote });
    return vote;
  }

  async function announceClosed(closed: StoredVote[]) {
    for (const vote of closed) {
      forgetVote(vote.voteId);
      await announceVote(vote);
    }
  }

  function forgetVote(voteId: number) {
    const end = endTimers.get(voteId);
    if (end) clearTimeout(end);
    endTimers.delete(voteId);
    const tally = tallies.get(voteId);
    if (tally?.timer) clearTimeout(tally.timer);
    tallies.delete(voteId);
  }

  function scheduleEnd(vote: StoredVote, delayMs = vote.endsAt.getTime() - Date.now(), retried = false) {
    const timer = setTimeout(
      () => {
        endTimers.delete(vote.voteId);
        void votes
          .closeOverdue(vote.voteId)
          .then(async (closed) => {
            if (closed.length > 0) await announceClosed(closed);
            else if (!retried && !stopped) scheduleEnd(vote, TIMER_RETRY_MS, true);
          })
          .catch((error: unknown) =>
            log.warn({ err: error, voteId: vote.voteId }, 'vote timer failed; the sweep will close it'),
          );
      },
      Math.max(0, delayMs),
    );
    endTimers.set(vote.voteId, timer);
  }

  async function broadcastTally(voteId: number) {
    const vote = await votes.find(voteId);
    // A closed vote's final tally went out with its close.
    if (!vote || vote.closedAt !== null) return forgetVote(voteId);
    await announceVote(vote);
  }

  /** Leading and trailing edge: the first ballot shows at once, then the tally at most every tallyMs. */
  function tallyMoved(voteId: number) {
    const entry = tallies.get(voteId) ?? { last: 0, timer: null };
    tallies.set(voteId, entry);
    if (entry.timer) return;
    const run = () => {
      entry.timer = null;
      entry.last = Date.now();
      void broadcastTally(voteId).catch((error: unknown) => log.warn({ err: error, voteId }, 'vote tally failed'));
    };
    const wait = entry.last + timing.tallyMs - Date.now();
    if (wait <= 0) run();
    else entry.timer = setTimeout(run, wait);
  }

  async function announce(
    channelId: number,
    text: string,
    by: { memberId: number; nickname: string },
    line: ChatPinnedLine | null = null,
  ) {
    const at = await announcements.set(channelId, text, by.memberId, line);
    const event: ChatAnnouncementEvent = {
      type: 'announcement',
      room: String(channelId),
      text,
      nickname: by.nickname,
      at: at.toISOString(),
      // A typed notice's event reads as it did before lines could be pinned.
      ...(line ? { line } : {}),
    };
    toRoom(channelId, event);
    return event;
  }

  async function sweep() {
    try {
      await announceClosed(await votes.closeOverdue());
    } catch (error) {
      log.warn({ err: error }, 'vote sweep failed');
    }
    // Leading-edge entries of votes another node closed would otherwise stay.
    const stale = Date.now() - 60_000;
    for (const [voteId, entry] of tallies) if (!entry.timer && entry.last < stale) tallies.delete(voteId);
  }
  let sweeping: Promise<void> = sweep();
  const sweeper = setInterval(() => {
    sweeping = sweeping.then(sweep);
  }, timing.sweepMs);

  return {
    /**
     * What a socket that just joined needs to catch up on: the room's announcement and its open
     * vote with the member's own choice, each only when there is one (most rooms have neither;
     * the client drops what a re-join did not bring back). Never throws: a failure here must not
     * undo the join.
     */
    async greet(socket: ChatSocket, channelId: number) {
      const room = String(channelId);
      try {
        const [announcement, open] = await Promise.all([announcements.current(channelId), votes.openIn(channelId)]);
        if (announcement)
          socket.emit(CHAT_EVENTS.event, {
            type: 'announcement',
            room,
            text: announcement.text,
            nickname: announcement.nickname,
            at: announcement.at.toISOString(),
            ...(announcement.line ? { line: announcement.line } : {}),
          } satisfies ChatAnnouncementEvent);
        if (!open) return;
        if (open.endsAt.getTime() <= Date.now()) {
          // Its node is gone and the sweep has not come by: close it now; the room (this socket too) hears it.
          const closed = await votes.closeOverdue(open.voteId);
          if (closed.length > 0) return void (await announceClosed(closed));
        }
        const user = socket.data.user;
        const [counted, chosen] = await Promise.all([
          votes.counted(open),
          user ? votes.choiceOf(open.voteId, user.memberId) : null,
        ]);
        socket.emit(CHAT_EVENTS.event, {
          type: 'voting',
          room,
          vote: wireVote(counted),
          chosen,
        } satisfies ChatVotingEvent);
      } catch (error) {
        log.warn({ err: error, channelId }, 'room events greeting failed');
      }
    },

    announce,

    /** Pins one of the room's chat lines in the announcement's place; null when there is no such line to pin. */
    async pinLine(channelId: number, seq: number, by: { memberId: number; nickname: string }) {
      const found = await announcements.chatLine(channelId, seq);
      if (!found) return null;
      const { text, ...line } = found;
      return announce(channelId, text, by, line);
    },

    async unannounce(channelId: number, by: { nickname: string }) {
      await announcements.clear(channelId);
      const event: ChatAnnouncementEvent = {
        type: 'announcement',
        room: String(channelId),
        text: null,
        nickname: by.nickname,
        at: new Date().toISOString(),
      };
      toRoom(channelId, event);
      return event;
    },

    /** The new vote, or null when the room has one open already. */
    async openVote(
      channelId: number,
      draft: { question: string; options: string[]; seconds: number },
      memberId: number,
    ): Promise<ChatVote | null> {
      const length = { ...draft, seconds: (draft.seconds * timing.secondMs) / 1000 };
      const { vote, overdue } = await votes.open(channelId, length, memberId);
      await announceClosed(overdue);
      if (!vote) return null;
      scheduleEnd(vote);
      return announceVote(vote);
    },

    /** Closes the room's vote early: the final tally, or null when it was closed already. */
    async closeVote(channelId: number, voteId: number): Promise<ChatVote | null> {
      const closed = await votes.close(channelId, voteId);
      if (!closed) return null;
      forgetVote(voteId);
      return announceVote(closed);
    },

    find: (voteId: number) => votes.find(voteId),

    /** A member's ballot: cast, already cast (with the first choice), or too late. */
    async cast(vote: StoredVote, memberId: number, option: number) {
      const result = await votes.cast(vote.channelId, vote.voteId, memberId, option);
      if (result.outcome === 'closed') return result;
      if (result.outcome === 'cast') tallyMoved(vote.voteId);
      const current = wireVote(await votes.counted(vote));
      return { ...result, vote: current };
    },

    /** Stops the timers; a vote still open is closed by the sweep of whichever node runs next. */
    async stop() {
      stopped = true;
      clearInterval(sweeper);
      for (const timer of endTimers.values()) clearTimeout(timer);
      endTimers.clear();
      for (const entry of tallies.values()) if (entry.timer) clearTimeout(entry.timer);
      tallies.clear();
      await sweeping;
    },
  };
}

export type RoomEvents = ReturnType<typeof createRoomEvents>;
