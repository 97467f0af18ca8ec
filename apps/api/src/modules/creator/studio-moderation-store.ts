import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { StudioManager, StudioSanction } from '@onair/contracts';
import { alias } from 'drizzle-orm/pg-core';
import { chatManagers, chatSanctions, channels, members, type Database } from '@onair/db';

type SanctionKind = StudioSanction['kind'];

/** The studio's reads and writes of a channel's chat managers and sanctions (the chat's own rows). */
export function studioModerationStore(db: Database) {
  return {
    async managers(channelId: number): Promise<StudioManager[]> {
      const rows = await db
        .select({
          memberId: members.memberId,
          loginId: members.loginId,
          nickname: members.nickname,
          appointedAt: chatManagers.appointedAt,
        })
        .from(chatManagers)
        .innerJoin(members, eq(members.memberId, chatManagers.memberId))
        .where(eq(chatManagers.channelId, channelId))
        .orderBy(asc(chatManagers.appointedAt), asc(members.memberId));
      return rows.map((row) => ({ ...row, appointedAt: row.appointedAt.toISOString() }));
    },

    /** A member of the brand by login ID (as IDs are, lower case) or nickname; withdrawn members are gone. */
    async findMember(brand: string, who: string) {
      const [row] = await db
        .select({ memberId: members.memberId, nickname: members.nickname })
        .from(members)
        .where(
          and(
            eq(members.brand, brand),
            isNull(members.withdrawnAt),
            or(eq(members.loginId, who.toLowerCase()), eq(members.nickname, who)),
          ),
        )
        // A login ID that is also someone else's nickname names the ID's owner.
        .orderBy(sql`${members.loginId} = ${who.toLowerCase()} desc`)
        .limit(1);
      return row ?? null;
    },

    async nicknameOf(memberId: number) {
      const [row] = await db.select({ nickname: members.nickname }).from(members).where(eq(members.memberId, memberId));
      return row?.nickname ?? null;
    },

    /** true when appointed now, false when they already were. */
    async appoint(channelId: number, memberId: number) {
      const rows = await db
        .insert(chatManagers)
        .values({ channelId, memberId })
        .onConflictDoNothing()
        .returning({ memberId: chatManagers.memberId });
      return rows.length > 0;
    },

    /** true when they were a manager. */
    async dismiss(channelId: number, memberId: number) {
      const rows = await db
        .delete(chatManagers)
        .where(and(eq(chatManagers.channelId, channelId), eq(chatManagers.memberId, memberId)))
        .returning({ memberId: chatManagers.memberId });
      return rows.length > 0;
    },

    /** Sanctions in force now, newest first. */
    async sanctions(channelId: number): Promise<StudioSanction[]> {
      const moderator = alias(members, 'moderator');
      const rows = await db
        .select({
          memberId: members.memberId,
          loginId: members.loginId,
          nickname: members.nickname,
          kind: chatSanctions.kind,
          since: chatSanctions.createdAt,
          until: chatSanctions.until,
          byNickname: moderator.nickname,
        })
        .from(chatSanctions)
        .innerJoin(members, eq(members.memberId, chatSanctions.memberId))
        .leftJoin(moderator, eq(moderator.memberId, chatSanctions.byMemberId))
        .where(
          and(
            eq(chatSanctions.channelId, channelId),
            or(isNull(chatSanctions.until), gt(chatSanctions.until, sql`now()`)),
          ),
        )
        .orderBy(desc(chatSanctions.createdAt), asc(members.memberId));
      return rows.map((row) => ({
        ...row,
        kind: row.kind as SanctionKind,
        since: row.since.toISOString(),
        until: row.until?.toISOString() ?? null,
      }));
    },

    /** Removes the member's sanctions of these kinds that are in force; true when there was one. */
    async lift(channelId: number, memberId: number, kinds: SanctionKind[]) {
      const rows = await db
        .delete(chatSanctions)
        .where(
          and(
            eq(chatSanctions.channelId, channelId),
            eq(chatSanctions.memberId, memberId),
            inArray(chatSanctions.kind, kinds),
          ),
        )
        .returning({ until: chatSanctions.until });
      const now = Date.now();
      return rows.some((row) => row.until === null || row.until.getTime() > now);
    },

    async passwordSet(channelId: number) {
      const [row] = await db
        .select({ set: sql<boolean>`${channels.roomPasswordHash} is not null` })
        .from(channels)
        .where(eq(channels.channelId, channelId));
      return row?.set ?? false;
    },
  };
}

export type StudioModerationStore = ReturnType<typeof studioModerationStore>;
