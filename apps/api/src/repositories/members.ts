import { eq, sql } from 'drizzle-orm';
import { members, type Database } from '@onair/db';

export function memberRepository(db: Database) {
  return {
    async loginIdTaken(loginId: string): Promise<boolean> {
      const rows = await db.select({ id: members.memberId }).from(members).where(eq(members.loginId, loginId)).limit(1);
      return rows.length > 0;
    },
    /** Nicknames are compared without case, so 'Minji' and 'minji' cannot both exist. */
    async nicknameTaken(nickname: string): Promise<boolean> {
      const rows = await db
        .select({ id: members.memberId })
        .from(members)
        .where(sql`lower(${members.nickname}) = lower(${nickname})`)
        .limit(1);
      return rows.length > 0;
    },
  };
}
