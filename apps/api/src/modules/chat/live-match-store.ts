import { sql, type SQL } from 'drizzle-orm';
import type { ChatLiveMatchStatus } from '@onair/contracts';
import type { Database } from '@onair/db';

/** A live_matches row with both channels' names, as the store hands it out. */
export type StoredMatch = {
  matchId: number;
  channelId: number;
  opponentChannelId: number;
  channelName: string;
  opponentName: string;
  minutes: number;
  status: ChatLiveMatchStatus;
  channelScore: number;
  opponentScore: number;
  answerBy: Date;
  endsAt: Date | null;
  winnerChannelId: number | null;
};

export type ProposeOutcome =
  | { outcome: 'proposed'; match: StoredMatch }
  | { outcome: 'notLive' }
  /** mine: the proposing channel's own match is in the way, rather than the opponent's. */
  | { outcome: 'busy'; mine: boolean };

type Executor = Pick<Database, 'execute'>;
type MatchRow = Record<string, unknown>;

const OPEN = sql`('proposed', 'running')`;
const dateOf = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** A row as raw SQL returns it (node-postgres and PGlite differ in what they parse: dates, bigints). */
const matchOfRow = (row: MatchRow): StoredMatch => ({
  matchId: Number(row['match_id']),
  channelId: Number(row['channel_id']),
  opponentChannelId: Number(row['opponent_channel_id']),
  channelName: String(row['channel_name']),
  opponentName: String(row['opponent_name']),
  minutes: Number(row['minutes']),
  status: row['status'] as ChatLiveMatchStatus,
  channelScore: Number(row['channel_score']),
  opponentScore: Number(row['opponent_score']),
  answerBy: dateOf(row['answer_by']),
  endsAt: row['ends_at'] === null ? null : dateOf(row['ends_at']),
  winnerChannelId: numberOrNull(row['winner_channel_id']),
});

/** Runs a statement over live_matches (a select or an UPDATE … RETURNING *) and adds the channels' names. */
async function matchesOf(db: Executor, statement: SQL): Promise<StoredMatch[]> {
  const result = (await db.execute(sql`
    with m as (${statement})
    select m.*, a.name as channel_name, b.name as opponent_name
    from m
    join channels a on a.channel_id = m.channel_id
    join channels b on b.channel_id = m.opponent_channel_id
    order by m.match_id`)) as unknown as { rows: MatchRow[] };
  return result.rows.map(matchOfRow);
}

const WINNER = sql`case when channel_score > opponent_score then channel_id
                        when opponent_score > channel_score then opponent_channel_id end`;

/**
 * Live matches as rows. Every change of status is a conditional UPDATE on the status it leaves
 * (and, for answers and scores, on the clock), so of two nodes racing (an answer and the expiry,
 * a gift and the end, two sweeps) exactly one statement moves the row, and only its node
 * announces it. A score is added by an UPDATE of a running match before its end, so a gift
 * either lands in the match or finds it over.
 */
export function createLiveMatchStore(db: Database) {
  const store = {
    /**
     * Proposes a match unless either channel has one open or either is off air. Both rooms' rows
     * are locked (in id order) first, so two proposals touching one channel queue and the second
     * sees the first. Matches of the two channels past their time are closed here and returned,
     * for the caller to announce.
     */
    async propose(
      channelId: number,
      opponentChannelId: number,
      minutes: number,
      answerSeconds: number,
      memberId: number,
    ): Promise<{ result: ProposeOutcome; overdue: StoredMatch[] }> {
      return db.transaction(async (tx) => {
        for (const id of [channelId, opponentChannelId].sort((a, b) => a - b))
          await tx.execute(sql`
            insert into chat_rooms (channel_id) values (${id})
            on conflict (channel_id) do update set updated_at = now()`);
        const overdue = await store.closeOverdue(undefined, [channelId, opponentChannelId], tx);
        const live = (await tx.execute(sql`
          select count(*)::int as live from channels
          where channel_id in (${channelId}, ${opponentChannelId}) and is_live`)) as unknown as {
          rows: { live: number }[];
        };
        if (Number(live.rows[0]?.live ?? 0) < 2) return { result: { outcome: 'notLive' as const }, overdue };
        const busy = (await tx.execute(sql`
          select channel_id, opponent_channel_id from live_matches
          where status in ${OPEN}
            and (channel_id in (${channelId}, ${opponentChannelId})
                 or opponent_channel_id in (${channelId}, ${opponentChannelId}))`)) as unknown as {
          rows: { channel_id: number; opponent_channel_id: number }[];
        };
        if (busy.rows.length > 0) {
          const mine = busy.rows.some(
            (row) => Number(row.channel_id) === channelId || Number(row.opponent_channel_id) === channelId,
          );
          return { result: { outcome: 'busy' as const, mine }, overdue };
        }
        const [match] = await matchesOf(
          tx,
          sql`insert into live_matches (channel_id, opponent_channel_id, proposed_by, minutes, answer_by)
              values (${channelId}, ${opponentChannelId}, ${memberId}, ${minutes},
                      now() + make_interval(secs => ${answerSeconds}))
              returning *`,
        );
        if (!match) throw new Error('live match not inserted');
        return { result: { outcome: 'proposed' as const, match }, overdue };
      });
    },

    async find(matchId: number): Promise<StoredMatch | null> {
      const [match] = await matchesOf(db, sql`select * from live_matches where match_id = ${matchId}`);
      return match ?? null;
    },

    /** The channel's open match (proposed or running, possibly past its time), or null. */
    async openFor(channelId: number): Promise<StoredMatch | null> {
      const [match] = await matchesOf(
        db,
        sql`select * from live_matches
            where status in ${OPEN} and (channel_id = ${channelId} or opponent_channel_id = ${channelId})
            order by match_id desc limit 1`,
      );
      return match ?? null;
    },

    /** The opponent's owner says yes in time: the match, running, or null when it was not open to answer. */
    async accept(matchId: number, opponentChannelId: number): Promise<StoredMatch | null> {
      const [match] = await matchesOf(
        db,
        sql`update live_matches
            set status = 'running', started_at = now(), ends_at = now() + make_interval(mins => minutes)
            where match_id = ${matchId} and opponent_channel_id = ${opponentChannelId}
              and status = 'proposed' and answer_by > now()
            returning *`,
      );
      return match ?? null;
    },

    async decline(matchId: number, opponentChannelId: number): Promise<StoredMatch | null> {
      const [match] = await matchesOf(
        db,
        sql`update live_matches set status = 'declined', ended_at = now()
            where match_id = ${matchId} and opponent_channel_id = ${opponentChannelId}
              and status = 'proposed' and answer_by > now()
            returning *`,
      );
      return match ?? null;
    },

    /** Ends a running match now (an owner or an operator): the final match, or null when it was not running. */
    async end(matchId: number): Promise<StoredMatch | null> {
      const [match] = await matchesOf(
        db,
        sql`update live_matches set status = 'ended', ended_at = now(), winner_channel_id = ${WINNER}
            where match_id = ${matchId} and status = 'running'
            returning *`,
      );
      return match ?? null;
    },

    /**
     * Closes what is past its time (all matches, one match, or those of some channels): proposals
     * past answer_by expire, running matches past ends_at end as of ends_at. Returns what this call closed.
     */
    async closeOverdue(matchId?: number, channelIds?: number[], executor: Executor = db): Promise<StoredMatch[]> {
      const which =
        matchId !== undefined
          ? sql`match_id = ${matchId}`
          : channelIds
            ? sql`(channel_id in (${sql.join(channelIds, sql`, `)}) or opponent_channel_id in (${sql.join(channelIds, sql`, `)}))`
            : sql`true`;
      const expired = await matchesOf(
        executor,
        sql`update live_matches set status = 'expired', ended_at = answer_by
            where ${which} and status = 'proposed' and answer_by <= now() returning *`,
      );
      const ended = await matchesOf(
        executor,
        sql`update live_matches set status = 'ended', ended_at = ends_at, winner_channel_id = ${WINNER}
            where ${which} and status = 'running' and ends_at <= now() returning *`,
      );
      return [...expired, ...ended];
    },

    /**
     * Adds currency gifted to channels (channel id -> amount) to the running matches they are in,
     * in one statement: the ids of the matches whose scores moved.
     */
    async score(amounts: Map<number, number>): Promise<number[]> {
      if (amounts.size === 0) return [];
      // Two array parameters rather than a VALUES row each: a batch into a thousand live rooms was
      // two thousand parameters to bind and a statement text to parse anew every 20 ms.
      const arrayOf = (values: Iterable<number>) => `{${[...values].join(',')}}`;
      const result = (await db.execute(sql`
        with g (channel_id, amount) as (
          select * from unnest(${arrayOf(amounts.keys())}::int[], ${arrayOf(amounts.values())}::bigint[]))
        update live_matches m
        set channel_score = m.channel_score + coalesce((select sum(g.amount) from g where g.channel_id = m.channel_id), 0),
            opponent_score = m.opponent_score + coalesce((select sum(g.amount) from g where g.channel_id = m.opponent_channel_id), 0)
        where m.status = 'running' and m.ends_at > now()
          and (m.channel_id in (select channel_id from g) or m.opponent_channel_id in (select channel_id from g))
        returning m.match_id`)) as unknown as { rows: { match_id: number }[] };
      return result.rows.map((row) => Number(row.match_id));
    },
  };
  return store;
}

export type LiveMatchStore = ReturnType<typeof createLiveMatchStore>;
