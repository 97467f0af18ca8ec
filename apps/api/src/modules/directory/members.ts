import { and, eq, isNull, sql } from 'drizzle-orm';
import { channels, members, type Database } from '@onair/db';
import { blockedNow } from '../../platform/sessions/member-restrictions';

export type MemberRepository = ReturnType<typeof memberRepository>;

export function memberRepository(db: Database) {
  return {
    async loginIdTaken(brand: string, loginId: string): Promise<boolean> {
      const rows = await db
        .select({ id: members.memberId })
        .from(members)
        .where(and(eq(members.brand, brand), eq(members.loginId, loginId)))
        .limit(1);
      return rows.length > 0;
    },
    /** Nicknames are compared without case, so 'Minji' and 'minji' cannot both exist on a brand. */
    async nicknameTaken(brand: string, nickname: string): Promise<boolean> {
      const rows = await db
        .select({ id: members.memberId })
        .from(members)
        .where(and(eq(members.brand, brand), sql`lower(${members.nickname}) = lower(${nickname})`))
        .limit(1);
      return rows.length > 0;
    },
    /** A member who has not withdrawn: someone a recommender or find-password lookup may name. */
    async activeLoginIdExists(brand: string, loginId: string): Promise<boolean> {
      const rows = await db
        .select({ id: members.memberId })
        .from(members)
        .where(and(eq(members.brand, brand), eq(members.loginId, loginId), isNull(members.withdrawnAt)))
        .limit(1);
      return rows.length > 0;
    },
    /** What sign-in and withdrawal check a password against: the brand's member with that ID. */
    async credentialsOf(brand: string, loginId: string) {
      const [row] = await db
        .select({
          memberId: members.memberId,
          loginId: members.loginId,
          passwordHash: members.passwordHash,
          blocked: blockedNow,
          blockedUntil: members.blockedUntil,
          withdrawnAt: members.withdrawnAt,
        })
        .from(members)
        .where(and(eq(members.brand, brand), eq(members.loginId, loginId)))
        .limit(1);
      return row ?? null;
    },
    /** The member and their channel, as the profile shows them. */
    async profileRow(memberId: number) {
      const [row] = await db
        .select({
          memberId: members.memberId,
          loginId: members.loginId,
          nickname: members.nickname,
          userType: members.userType,
          brand: members.brand,
          identityStatus: members.identityStatus,
          foreigner: members.foreigner,
          adult: members.adult,
          blocked: blockedNow,
          withdrawnAt: members.withdrawnAt,
          sessionVersion: members.sessionVersion,
          channelId: channels.channelId,
        })
        .from(members)
        .leftJoin(channels, eq(channels.ownerMemberId, members.memberId))
        .where(eq(members.memberId, memberId))
        .limit(1);
      return row ?? null;
    },
    async recordLogin(memberId: number, at = new Date()): Promise<void> {
      await db.update(members).set({ lastLoginAt: at }).where(eq(members.memberId, memberId));
    },
  };
}
