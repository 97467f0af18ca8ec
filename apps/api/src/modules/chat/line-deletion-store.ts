import { and, asc, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import { chatMessages, type Database } from '@onair/db';
import type { ChatRole } from './chat-protocol';

/** What deciding on a deletion needs of a line: whose it is, their standing then, and its kind. */
export type StoredLine = { memberId: number | null; role: ChatRole; kind: string; deleted: boolean };

/** Deleted chat lines (chat_messages.deleted_at): the row stays, catch-up and replays leave it out. */
export function createLineDeletionStore(db: Database) {
  return {
    async find(channelId: number, seq: number): Promise<StoredLine | null> {
      const [row] = await db
        .select({
          memberId: chatMessages.memberId,
          role: chatMessages.role,
          kind: chatMessages.kind,
          deletedAt: chatMessages.deletedAt,
        })
        .from(chatMessages)
        .where(and(eq(chatMessages.channelId, channelId), eq(chatMessages.seq, seq)));
      if (!row) return null;
      return { memberId: row.memberId, role: row.role as ChatRole, kind: row.kind, deleted: row.deletedAt !== null };
    },

    /** Marks the line deleted; false when it already was (two moderators at once: the room hears it once). */
    async delete(channelId: number, seq: number, by: number): Promise<boolean> {
      const rows = await db
        .update(chatMessages)
        .set({ deletedAt: new Date(), deletedBy: by })
        .where(and(eq(chatMessages.channelId, channelId), eq(chatMessages.seq, seq), isNull(chatMessages.deletedAt)))
        .returning({ seq: chatMessages.seq });
      return rows.length > 0;
    },

    /** The deleted seqs in (afterSeq, upTo], in order: what a joiner is told before its catch-up. */
    async deletedBetween(channelId: number, afterSeq: number, upTo: number): Promise<number[]> {
      if (upTo <= afterSeq) return [];
      const rows = await db
        .select({ seq: chatMessages.seq })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.channelId, channelId),
            gt(chatMessages.seq, afterSeq),
            lte(chatMessages.seq, upTo),
            isNotNull(chatMessages.deletedAt),
          ),
        )
        .orderBy(asc(chatMessages.seq));
      return rows.map((row) => row.seq);
    },
  };
}

export type LineDeletionStore = ReturnType<typeof createLineDeletionStore>;
