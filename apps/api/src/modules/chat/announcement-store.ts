import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ChatPinnedLine } from '@onair/contracts';
import { chatAnnouncements, chatMessages, chatRooms, members, type Database } from '@onair/db';

export type StoredAnnouncement = { text: string; nickname: string; at: Date; line: ChatPinnedLine | null };

/**
 * The line pinned above a room's chat, as a row (chat_announcements): it outlives restarts and
 * reads the same on every node. A typed notice, or one of the room's chat lines (line).
 */
export function createAnnouncementStore(db: Database) {
  return {
    async current(channelId: number): Promise<StoredAnnouncement | null> {
      const [row] = await db
        .select({
          text: chatAnnouncements.text,
          nickname: members.nickname,
          at: chatAnnouncements.setAt,
          lineSeq: chatAnnouncements.lineSeq,
          lineMemberId: chatAnnouncements.lineMemberId,
          lineNickname: chatAnnouncements.lineNickname,
        })
        .from(chatAnnouncements)
        .innerJoin(members, eq(members.memberId, chatAnnouncements.setBy))
        .where(eq(chatAnnouncements.channelId, channelId));
      if (!row) return null;
      const { lineSeq, lineMemberId, lineNickname, ...announcement } = row;
      const line = lineSeq === null ? null : { seq: lineSeq, memberId: lineMemberId, nickname: lineNickname ?? '' };
      return { ...announcement, line };
    },
    /** Pins text (or a chat line's text and the line), replacing the room's pin; answers when. */
    async set(channelId: number, text: string, memberId: number, line: ChatPinnedLine | null = null): Promise<Date> {
      const pinned = {
        text,
        setBy: memberId,
        lineSeq: line?.seq ?? null,
        lineMemberId: line?.memberId ?? null,
        lineNickname: line?.nickname ?? null,
      };
      return db.transaction(async (tx) => {
        // The announcement hangs off the room's row, which a room that never chatted lacks yet.
        await tx.insert(chatRooms).values({ channelId }).onConflictDoNothing();
        const [row] = await tx
          .insert(chatAnnouncements)
          .values({ channelId, ...pinned })
          .onConflictDoUpdate({ target: chatAnnouncements.channelId, set: { ...pinned, setAt: sql`now()` } })
          .returning({ at: chatAnnouncements.setAt });
        return row?.at ?? new Date();
      });
    },
    /** One of the room's chat lines, not deleted, to pin; null for a gift, a notice or no such line. */
    async chatLine(channelId: number, seq: number): Promise<(ChatPinnedLine & { text: string }) | null> {
      const [row] = await db
        .select({
          seq: chatMessages.seq,
          memberId: chatMessages.memberId,
          nickname: chatMessages.nickname,
          text: chatMessages.text,
        })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.channelId, channelId),
            eq(chatMessages.seq, seq),
            eq(chatMessages.kind, 'chat'),
            isNull(chatMessages.deletedAt),
          ),
        );
      return row ?? null;
    },
    async clear(channelId: number) {
      await db.delete(chatAnnouncements).where(eq(chatAnnouncements.channelId, channelId));
    },
  };
}

export type AnnouncementStore = ReturnType<typeof createAnnouncementStore>;
