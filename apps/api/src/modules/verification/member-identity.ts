import { eq } from 'drizzle-orm';
import { IDENTITY_STATUS } from '@onair/contracts';
import { members, type Database } from '@onair/db';
import { isAdult } from './adult-age';

/**
 * Records an identity decision on the member. Approval stores the verified birthday (a foreign member
 * keeps the one given at signup) and sets adult from it, and stores the verified name a payout
 * account's holder must match: the name the provider checked, or, from a provider that sends none
 * (and for foreign members approved by phone), the name on file at that moment. Rejection leaves
 * adult as it was.
 */
export async function recordIdentityDecision(db: Database, memberId: number, decision: { approved: boolean; birthday?: string | null; name?: string | null }) {
  if (!decision.approved) {
    await db.update(members).set({ identityStatus: IDENTITY_STATUS.rejected }).where(eq(members.memberId, memberId));
    return;
  }
  const [member] = await db.select({ birthday: members.birthday, name: members.name }).from(members).where(eq(members.memberId, memberId));
  const birthday = decision.birthday ?? member?.birthday ?? null;
  await db
    .update(members)
    .set({ identityStatus: IDENTITY_STATUS.approved, adult: isAdult(birthday), birthday, verifiedName: decision.name || member?.name || null })
    .where(eq(members.memberId, memberId));
}

/** Foreign members verify by phone: a personal-auth code checked while signed in approves them. */
export async function approveForeignMemberByPhone(db: Database, memberId: number): Promise<boolean> {
  const [member] = await db.select({ foreigner: members.foreigner }).from(members).where(eq(members.memberId, memberId));
  if (!member?.foreigner) return false;
  await recordIdentityDecision(db, memberId, { approved: true });
  return true;
}
