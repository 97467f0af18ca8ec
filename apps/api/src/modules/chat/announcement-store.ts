import { eq, sql } from 'drizzle-orm';
import { chatAnnouncements, chatRooms, members, type Database } from '@onair/db';

export type StoredAnnouncement = { text: string; nickname: string; at: Date };

/** The line pinned above a room's chat, as a row (chat_announcements): it outlives restarts and reads the same on every node. */
export function createAnnouncementStore(db: Database) {
  return {
    async current(channelId: number): Promise<StoredAnnouncement | null> {
      const [row] = await db
        .select({ text: chatAnnouncements.text, nickname: members.nickname, at: chatAnnouncements.setAt })
        .from(chatAnnouncements)
        .innerJoin(members, eq(members.memberId, chatAnnouncements.setBy))
        .where(eq(chatAnnouncements.channelId, channelId));
      return row ?? null;
    },
    /** Pins text, replacing the room's line; answers when. */
    async set(channelId: number, text: string, memberId: number): Promise<Date> {
      return db.transaction(async (tx) => {
        // The announcement hangs off the room's row, which a room that never chatted lacks yet.
        await tx.insert(chatRooms).values({ channelId }).onConflictDoNothing();
        const [row] = await tx
          .insert(chatAnnouncements)
          .values({ channelId, text, setBy: memberId })
          .onConflictDoUpdate({
            target: chatAnnouncements.channelId,
            set: { text, setBy: memberId, setAt: sql`now()` },
          })
          .returning({ at: chatAnnouncements.setAt });
        return row?.at ?? new Date();
      });
    },
    async clear(channelId: number) {
      await db.delete(chatAnnouncements).where(eq(chatAnnouncements.channelId, channelId));
    },
  };
}

export type AnnouncementStore = ReturnType<typeof createAnnouncementStore>;
