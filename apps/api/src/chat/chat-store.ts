import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { chatMessages, chatRooms, type Database } from '@onair/db';
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
          rows.push({ channelId, seq, createdAt, ...draft });
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
        .where(and(eq(chatMessages.channelId, channelId), gt(chatMessages.seq, from), lte(chatMessages.seq, lastSeq)))
        .orderBy(asc(chatMessages.seq));
      return { lastSeq, messages: rows.map(toWire) };
    },
  };
}

export type ChatStore = ReturnType<typeof createChatStore>;
