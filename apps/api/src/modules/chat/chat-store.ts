import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { chatMessages, chatRooms, type Database } from '@onair/db';
import { uniqueViolation } from '../../platform/unique-violation';
import type { ChatRole, MessageKind, WireMessage } from './chat-protocol';

/** A message about to be stored; the store gives it its seq and time. */
export type MessageDraft = {
  memberId: number | null;
  nickname: string;
  role: ChatRole;
  kind: MessageKind;
  text: string;
  payload: Record<string, unknown> | null;
  /** The sender's own id for this message; a second draft with the same id is the same message. */
  clientMsgId: string | null;
};

/** Where a draft ended up: its seq, and whether it was already stored (a resend). */
export type AppendResult = { seq: number; duplicate: boolean };

type Executor = Pick<Database, 'execute'>;

/** What appendGifts reads back of each stored alert; the rest is the draft's. */
type StoredGiftRow = {
  channel_id: number;
  seq: number | string;
  member_id: number | null;
  client_msg_id: string | null;
  created_at: Date | string;
};

const bigintOf = (value: unknown) => Number(value ?? 0);
const draftKey = (memberId: number | null, clientMsgId: string | null) =>
  clientMsgId === null ? null : `${memberId ?? ''}:${clientMsgId}`;

/** The room's row, created on its first message and locked until the transaction ends: the sequence's one writer. */
async function lockRoom(tx: Executor, channelId: number): Promise<number> {
  const result = (await tx.execute(sql`
    insert into chat_rooms (channel_id) values (${channelId})
    on conflict (channel_id) do update set updated_at = now()
    returning last_seq`)) as unknown as { rows: { last_seq: unknown }[] };
  return bigintOf(result.rows[0]?.last_seq);
}

/**
 * appendGifts' statement. With skipStored, each draft is first looked up (one index probe, as a
 * scalar subquery: as NOT EXISTS, a table grown since its last ANALYZE had the planner hash all of
 * chat_messages) and those stored already, or twice in the batch, are left out before numbering.
 */
async function storeGifts(db: Executor, json: string, skipStored: boolean): Promise<{ rows: StoredGiftRow[] }> {
  const fresh = skipStored
    ? sql`select distinct on (v.channel_id, v.member_id, v.client_msg_id) v.* from v
           where (select 1 from chat_messages m
                   where m.channel_id = v.channel_id and m.member_id = v.member_id and m.client_msg_id = v.client_msg_id
                   limit 1) is null
           order by v.channel_id, v.member_id, v.client_msg_id, v.ord`
    : sql`select * from v`;
  return (await db.execute(sql`
    with v as (
      select * from jsonb_to_recordset(${json}::jsonb)
        as v (ord integer, channel_id integer, member_id integer, nickname text, role text, kind text, text text, payload jsonb, client_msg_id text)),
    fresh as (${fresh}),
    counts as (select channel_id, count(*)::bigint as n from fresh group by channel_id),
    rooms as (
      insert into chat_rooms as r (channel_id, last_seq)
      select channel_id, n from counts order by channel_id
      on conflict (channel_id) do update set last_seq = r.last_seq + excluded.last_seq, updated_at = now()
      returning r.channel_id, r.last_seq),
    numbered as (
      select f.*, rooms.last_seq - counts.n + row_number() over (partition by f.channel_id order by f.ord) as seq
        from fresh f join rooms on rooms.channel_id = f.channel_id join counts on counts.channel_id = f.channel_id)
    insert into chat_messages (channel_id, seq, member_id, nickname, role, kind, text, payload, client_msg_id)
    select channel_id, seq, member_id, nickname, role, kind, text, payload, client_msg_id from numbered
    returning channel_id, seq, member_id, client_msg_id, created_at`)) as unknown as { rows: StoredGiftRow[] };
}

export const toWire = (row: typeof chatMessages.$inferSelect): WireMessage => ({
  room: String(row.channelId),
  seq: row.seq,
  kind: row.kind as MessageKind,
  memberId: row.memberId,
  nickname: row.nickname,
  role: row.role as ChatRole,
  text: row.text,
  payload: (row.payload as Record<string, unknown> | null) ?? null,
  at: row.createdAt.toISOString(),
});

export function createChatStore(db: Database) {
  return {
    /**
     * Stores drafts in one transaction, numbered after the room's last seq. The room row's lock
     * makes every node wait its turn, so numbers are never taken twice, and the counter moves
     * in the same commit as the rows, so a failed transaction leaves no gap. A draft whose
     * clientMsgId the member already used answers with the first copy's seq instead.
     */
    async append(
      channelId: number,
      drafts: MessageDraft[],
    ): Promise<{ results: AppendResult[]; created: WireMessage[] }> {
      return db.transaction(async (tx) => {
        const lastSeq = await lockRoom(tx, channelId);
        const known = new Map<string, number>();
        const ids = [...new Set(drafts.map((draft) => draft.clientMsgId).filter((id): id is string => id !== null))];
        if (ids.length > 0) {
          const stored = await tx
            .select({ seq: chatMessages.seq, memberId: chatMessages.memberId, clientMsgId: chatMessages.clientMsgId })
            .from(chatMessages)
            .where(and(eq(chatMessages.channelId, channelId), inArray(chatMessages.clientMsgId, ids)));
          for (const row of stored) known.set(draftKey(row.memberId, row.clientMsgId) as string, row.seq);
        }

        const createdAt = new Date();
        const rows: (typeof chatMessages.$inferSelect)[] = [];
        const results = drafts.map((draft): AppendResult => {
          const key = draftKey(draft.memberId, draft.clientMsgId);
          const existing = key === null ? undefined : known.get(key);
          if (existing !== undefined) return { seq: existing, duplicate: true };
          const seq = lastSeq + rows.length + 1;
          if (key !== null) known.set(key, seq);
          rows.push({ channelId, seq, createdAt, deletedAt: null, deletedBy: null, ...draft });
          return { seq, duplicate: false };
        });
        if (rows.length > 0) {
          await tx.insert(chatMessages).values(rows);
          await tx
            .update(chatRooms)
            .set({ lastSeq: lastSeq + rows.length })
            .where(eq(chatRooms.channelId, channelId));
        }
        return { results, created: rows.map(toWire) };
      });
    },

    /**
     * Stores gift alerts for any number of rooms in one statement (so one implicit transaction),
     * numbered after each room's last seq: gifts spread over a thousand live rooms cost one
     * statement per batch instead of a transaction per gift. Each room's row is upserted with
     * last_seq moved past its new messages, which locks it like append() does (rooms in ascending
     * id order, so batches from several nodes cannot deadlock), and the messages take the numbers
     * just below the new last_seq. A draft whose clientMsgId its member already used in that room
     * (a gift's is gift:{giftId}, so only a gift stored twice) is skipped. The relay never stores a
     * gift twice, so the statement first runs without looking each draft up; should the unique
     * constraint refuse one, nothing of it was kept, and it runs again skipping the stored drafts
     * (so no number is ever left unused). Answers the messages stored, in room and seq order, built
     * from the drafts: only their numbers and times are read back.
     */
    async appendGifts(drafts: { channelId: number; draft: MessageDraft }[]): Promise<WireMessage[]> {
      if (drafts.length === 0) return [];
      if (drafts.some(({ draft }) => draft.memberId === null || draft.clientMsgId === null)) {
        throw new Error('appendGifts: a gift alert has its sender and its clientMsgId');
      }
      // The stored rows are matched back to their drafts by room and clientMsgId (the first draft of a pair).
      const giftKey = (channelId: number, memberId: number | null, clientMsgId: string | null) =>
        `${channelId}:${draftKey(memberId, clientMsgId)}`;
      const draftOf = new Map<string, MessageDraft>();
      for (const { channelId, draft } of drafts) {
        const key = giftKey(channelId, draft.memberId, draft.clientMsgId);
        if (!draftOf.has(key)) draftOf.set(key, draft);
      }
      // One jsonb parameter rather than nine per message: the statement's text stays the same.
      const rows = drafts.map(({ channelId, draft }, ord) => ({
        ord,
        channel_id: channelId,
        member_id: draft.memberId,
        nickname: draft.nickname,
        role: draft.role,
        kind: draft.kind,
        text: draft.text,
        payload: draft.payload,
        client_msg_id: draft.clientMsgId,
      }));
      const json = JSON.stringify(rows);
      let result: { rows: StoredGiftRow[] };
      try {
        result = await storeGifts(db, json, false);
      } catch (error) {
        if (!uniqueViolation(error)) throw error;
        result = await storeGifts(db, json, true);
      }
      const stored: WireMessage[] = [];
      for (const row of result.rows) {
        const draft = draftOf.get(giftKey(row.channel_id, row.member_id, row.client_msg_id));
        if (!draft) throw new Error(`appendGifts: stored a message of room ${row.channel_id} that no draft asked for`);
        stored.push({
          room: String(row.channel_id),
          seq: bigintOf(row.seq),
          kind: draft.kind,
          memberId: draft.memberId,
          nickname: draft.nickname,
          role: draft.role,
          text: draft.text,
          payload: draft.payload,
          at: new Date(row.created_at).toISOString(),
        });
      }
      return stored.sort((a, b) => Number(a.room) - Number(b.room) || a.seq - b.seq);
    },

    /** The seq a member's clientMsgId was stored under, if it was. */
    async seqOfClientMsg(channelId: number, memberId: number, clientMsgId: string): Promise<number | null> {
      const [row] = await db
        .select({ seq: chatMessages.seq })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.channelId, channelId),
            eq(chatMessages.memberId, memberId),
            eq(chatMessages.clientMsgId, clientMsgId),
          ),
        );
      return row?.seq ?? null;
    },

    /**
     * Where the room's sequence stands and what came after afterSeq, in order: a reconnecting
     * client's catch-up. At most limit messages, the newest ones, when more were missed.
     */
    async since(
      channelId: number,
      afterSeq: number | null,
      limit: number,
    ): Promise<{ lastSeq: number; messages: WireMessage[] }> {
      const [room] = await db
        .select({ lastSeq: chatRooms.lastSeq })
        .from(chatRooms)
        .where(eq(chatRooms.channelId, channelId));
      const lastSeq = room?.lastSeq ?? 0;
      if (afterSeq === null || afterSeq >= lastSeq) return { lastSeq, messages: [] };
      const from = Math.max(afterSeq, lastSeq - limit);
      const rows = await db
        .select()
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.channelId, channelId),
            gt(chatMessages.seq, from),
            lte(chatMessages.seq, lastSeq),
            // A moderator's deleted line is not replayed; the join tells its seq (lines-deleted).
            isNull(chatMessages.deletedAt),
          ),
        )
        .orderBy(asc(chatMessages.seq));
      return { lastSeq, messages: rows.map(toWire) };
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
