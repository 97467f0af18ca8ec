import { and, eq } from 'drizzle-orm';
import type { UserType } from '@onair/contracts';
import { chatManagers, chatRooms, chatSanctions, members, type Database } from '@onair/db';
import type { SanctionKind } from './room-state';

/**
 * Moderation as rows, so it outlives any node: managers, sanctions and the room's modes (frozen,
 * slow mode, followers-only). Each
 * write is one idempotent statement; repeating an action changes nothing more.
 */
export function createModerationStore(db: Database) {
  return {
    async memberOf(memberId: number): Promise<{ memberId: number; nickname: string; userType: UserType } | null> {
      const [row] = await db
        .select({ nickname: members.nickname, userType: members.userType })
        .from(members)
        .where(eq(members.memberId, memberId));
      return row ? { memberId, nickname: row.nickname, userType: row.userType as UserType } : null;
    },
    async appoint(channelId: number, memberId: number) {
      await db.insert(chatManagers).values({ channelId, memberId }).onConflictDoNothing();
    },
    async dismiss(channelId: number, memberId: number) {
      await db
        .delete(chatManagers)
        .where(and(eq(chatManagers.channelId, channelId), eq(chatManagers.memberId, memberId)));
    },
    /** A sanction from now until the given moment (null: until lifted); a second one replaces the first. */
    async sanction(channelId: number, memberId: number, kind: SanctionKind, until: Date | null, byMemberId: number) {
      await db
        .insert(chatSanctions)
        .values({ channelId, memberId, kind, until, byMemberId })
        .onConflictDoUpdate({
          target: [chatSanctions.channelId, chatSanctions.memberId, chatSanctions.kind],
          set: { until, byMemberId, createdAt: new Date() },
        });
    },
    async lift(channelId: number, memberId: number, kind: SanctionKind) {
      await db
        .delete(chatSanctions)
        .where(
          and(
            eq(chatSanctions.channelId, channelId),
            eq(chatSanctions.memberId, memberId),
            eq(chatSanctions.kind, kind),
          ),
        );
    },
    async setFrozen(channelId: number, frozen: boolean) {
      await db
        .insert(chatRooms)
        .values({ channelId, frozen })
        .onConflictDoUpdate({ target: chatRooms.channelId, set: { frozen, updatedAt: new Date() } });
    },
    /** Slow mode's seconds (0: off); the caller checked it is one of CHAT_SLOW_MODE_SECONDS. */
    async setSlowMode(channelId: number, slowModeSeconds: number) {
      await db
        .insert(chatRooms)
        .values({ channelId, slowModeSeconds })
        .onConflictDoUpdate({ target: chatRooms.channelId, set: { slowModeSeconds, updatedAt: new Date() } });
    },
    async setFollowersOnly(channelId: number, followersOnly: boolean) {
      await db
        .insert(chatRooms)
        .values({ channelId, followersOnly })
        .onConflictDoUpdate({ target: chatRooms.channelId, set: { followersOnly, updatedAt: new Date() } });
    },
  };
}

export type ModerationStore = ReturnType<typeof createModerationStore>;
