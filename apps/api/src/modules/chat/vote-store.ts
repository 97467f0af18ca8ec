import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { chatVoteBallots, chatVotes, type Database } from '@onair/db';

export type StoredVote = typeof chatVotes.$inferSelect;

/** A vote with its ballots counted per option. */
export type CountedVote = { vote: StoredVote; counts: number[] };

export type CastResult = { outcome: 'cast' | 'already'; chosen: number } | { outcome: 'closed' };

type Executor = Pick<Database, 'execute'>;
type VoteRow = {
  vote_id: number;
  channel_id: number;
  question: string;
  options: string[] | string;
  opened_by: number;
  opened_at: Date | string;
  ends_at: Date | string;
  closed_at: Date | string | null;
};

const dateOf = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** A chat_votes row as raw SQL returns it (node-postgres and PGlite differ in what they parse). */
function voteOfRow(row: VoteRow): StoredVote {
  return {
    voteId: Number(row.vote_id),
    channelId: Number(row.channel_id),
    question: row.question,
    options: typeof row.options === 'string' ? (JSON.parse(row.options) as string[]) : row.options,
    openedBy: Number(row.opened_by),
    openedAt: dateOf(row.opened_at),
    endsAt: dateOf(row.ends_at),
    closedAt: row.closed_at === null ? null : dateOf(row.closed_at),
  };
}

async function votesOf(db: Executor, query: ReturnType<typeof sql>): Promise<StoredVote[]> {
  const result = (await db.execute(query)) as unknown as { rows: VoteRow[] };
  return result.rows.map(voteOfRow);
}

/**
 * Votes and ballots as rows. Closing is a conditional UPDATE (closed_at is null), so whichever
 * node's statement closes a vote is the one that announces it; a ballot is an INSERT that reads
 * the vote FOR SHARE, so it either lands before the close commits (and is in the final tally) or
 * finds the vote closed, and the (vote, member) primary key counts a double click once.
 */
export function createVoteStore(db: Database) {
  const store = {
    /**
     * Opens a vote unless the room has one open; a vote past its end that nobody closed yet (its
     * node died) is closed here first and returned as overdue, for the caller to announce.
     */
    async open(
      channelId: number,
      draft: { question: string; options: string[]; seconds: number },
      memberId: number,
    ): Promise<{ vote: StoredVote | null; overdue: StoredVote[] }> {
      return db.transaction(async (tx) => {
        // The room's row is the lock two moderators opening at once queue on.
        await tx.execute(sql`
          insert into chat_rooms (channel_id) values (${channelId})
          on conflict (channel_id) do update set updated_at = now()`);
        const overdue = await votesOf(
          tx,
          sql`update chat_votes set closed_at = ends_at
              where channel_id = ${channelId} and closed_at is null and ends_at <= now()
              returning *`,
        );
        const [open] = await tx
          .select({ voteId: chatVotes.voteId })
          .from(chatVotes)
          .where(and(eq(chatVotes.channelId, channelId), isNull(chatVotes.closedAt)))
          .limit(1);
        if (open) return { vote: null, overdue };
        const [vote] = await tx
          .insert(chatVotes)
          .values({
            channelId,
            question: draft.question,
            options: draft.options,
            openedBy: memberId,
            endsAt: sql`now() + make_interval(secs => ${draft.seconds})`,
          })
          .returning();
        return { vote: vote ?? null, overdue };
      });
    },

    /** The room's open vote (possibly past its end, not closed yet), or null. */
    async openIn(channelId: number): Promise<StoredVote | null> {
      const [vote] = await db
        .select()
        .from(chatVotes)
        .where(and(eq(chatVotes.channelId, channelId), isNull(chatVotes.closedAt)))
        .orderBy(desc(chatVotes.voteId))
        .limit(1);
      return vote ?? null;
    },

    async find(voteId: number): Promise<StoredVote | null> {
      const [vote] = await db.select().from(chatVotes).where(eq(chatVotes.voteId, voteId));
      return vote ?? null;
    },

    /** Ballots per option, in option order. */
    async counted(vote: StoredVote): Promise<CountedVote> {
      const rows = await db
        .select({ option: chatVoteBallots.optionIndex, votes: sql<number>`count(*)::int` })
        .from(chatVoteBallots)
        .where(eq(chatVoteBallots.voteId, vote.voteId))
        .groupBy(chatVoteBallots.optionIndex);
      const counts = vote.options.map(() => 0);
      for (const row of rows) if (row.option < counts.length) counts[row.option] = Number(row.votes);
      return { vote, counts };
    },

    async choiceOf(voteId: number, memberId: number): Promise<number | null> {
      const [row] = await db
        .select({ option: chatVoteBallots.optionIndex })
        .from(chatVoteBallots)
        .where(and(eq(chatVoteBallots.voteId, voteId), eq(chatVoteBallots.memberId, memberId)));
      return row?.option ?? null;
    },

    async cast(channelId: number, voteId: number, memberId: number, option: number): Promise<CastResult> {
      const result = (await db.execute(sql`
        insert into chat_vote_ballots (vote_id, member_id, option_index)
        select vote_id, ${memberId}, ${option} from chat_votes
        where vote_id = ${voteId} and channel_id = ${channelId} and closed_at is null and ends_at > now()
        for share
        on conflict (vote_id, member_id) do nothing
        returning option_index`)) as unknown as { rows: { option_index: number }[] };
      if (result.rows.length > 0) return { outcome: 'cast', chosen: option };
      const chosen = await store.choiceOf(voteId, memberId);
      return chosen === null ? { outcome: 'closed' } : { outcome: 'already', chosen };
    },

    /** Closes the vote now if it is still open: the vote when this call closed it, else null. */
    async close(channelId: number, voteId: number): Promise<StoredVote | null> {
      const [vote] = await votesOf(
        db,
        sql`update chat_votes set closed_at = now()
            where vote_id = ${voteId} and channel_id = ${channelId} and closed_at is null
            returning *`,
      );
      return vote ?? null;
    },

    /** Closes, as of their end, open votes past it (all rooms, or one vote): those this call closed. */
    async closeOverdue(voteId?: number): Promise<StoredVote[]> {
      return votesOf(
        db,
        voteId === undefined
          ? sql`update chat_votes set closed_at = ends_at
                where closed_at is null and ends_at <= now() returning *`
          : sql`update chat_votes set closed_at = ends_at
                where vote_id = ${voteId} and closed_at is null and ends_at <= now() returning *`,
      );
    },
  };
  return store;
}

export type VoteStore = ReturnType<typeof createVoteStore>;
