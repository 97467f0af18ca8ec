import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { SnsProvider } from '@onair/contracts';
import { memberSnsAccounts, members, type Database } from '@onair/db';
import { blockedNow } from '../../platform/sessions/member-restrictions';
import { uniqueViolation } from '../../platform/unique-violation';

/** Links between members and provider accounts (provider + the provider's subject), per brand. */
export function snsAccountStore(db: Database) {
  return {
    /** The member this provider account signs in, unless that member has withdrawn. */
    async linkedMember(
      brand: string,
      provider: SnsProvider,
      subject: string,
    ): Promise<{ memberId: number; blocked: boolean; blockedUntil: Date | null } | null> {
      const [row] = await db
        .select({ memberId: members.memberId, blocked: blockedNow, blockedUntil: members.blockedUntil })
        .from(memberSnsAccounts)
        .innerJoin(members, eq(members.memberId, memberSnsAccounts.memberId))
        .where(
          and(
            eq(memberSnsAccounts.brand, brand),
            eq(memberSnsAccounts.provider, provider),
            eq(memberSnsAccounts.subject, subject),
            isNull(members.withdrawnAt),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** A withdrawn member's link frees the provider account for a new signup. */
    async releaseFromWithdrawn(brand: string, provider: SnsProvider, subject: string): Promise<void> {
      const withdrawn = db.select({ memberId: members.memberId }).from(members).where(isNotNull(members.withdrawnAt));
      await db
        .delete(memberSnsAccounts)
        .where(
          and(
            eq(memberSnsAccounts.brand, brand),
            eq(memberSnsAccounts.provider, provider),
            eq(memberSnsAccounts.subject, subject),
            inArray(memberSnsAccounts.memberId, withdrawn),
          ),
        );
    },
  };
}

export type SnsAccountStore = ReturnType<typeof snsAccountStore>;

/**
 * Links the account inside the signup's transaction; false when another member got it first
 * (two signups racing with one provider account), and the transaction must then be undone.
 */
export async function linkAccount(
  tx: Pick<Database, 'insert'>,
  link: { memberId: number; brand: string; provider: SnsProvider; subject: string },
): Promise<boolean> {
  try {
    await tx.insert(memberSnsAccounts).values(link);
    return true;
  } catch (error) {
    if (uniqueViolation(error)) return false;
    throw error;
  }
}
