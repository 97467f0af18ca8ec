import { and, eq } from 'drizzle-orm';
import { VALIDATION_MESSAGES } from '@onair/contracts';
import { members, type Database } from '@onair/db';
import { uniqueViolation } from '../../platform/unique-violation';
import { fieldError } from '../../platform/sessions/auth-errors';
import { claimNickname } from './nickname-claim';
import type { NewMember } from '../../platform/sessions/session-types';

/** A transaction or the database itself. */
export type DbExecutor = Pick<Database, 'insert' | 'select' | 'execute'>;

/**
 * Inserts a member after checking that the ID and the nickname (in any case, `claimNickname`) are
 * free on its brand. Run it inside a transaction: the nickname's lock is released when it ends.
 */
export async function insertMember(tx: DbExecutor, member: NewMember, now = new Date()): Promise<{ memberId: number }> {
  // A taken ID is told before a taken nickname; the ID's race is settled by its unique index below.
  const takenId = await tx
    .select({ id: members.memberId })
    .from(members)
    .where(and(eq(members.brand, member.brand), eq(members.loginId, member.loginId)))
    .limit(1);
  if (takenId.length > 0) throw fieldError(409, 'loginId', VALIDATION_MESSAGES.loginIdTaken);
  await claimNickname(tx, { brand: member.brand, nickname: member.nickname });

  try {
    const [row] = await tx
      .insert(members)
      .values({
        loginId: member.loginId,
        nickname: member.nickname,
        passwordHash: member.passwordHash,
        brand: member.brand,
        name: member.name ?? null,
        phone: member.phone ?? null,
        countryCode: member.countryCode ?? null,
        foreigner: member.foreigner ?? false,
        gender: member.gender ?? null,
        birthday: member.birthday ?? null,
        recommendId: member.recommendId ?? null,
        partnerCode: member.partnerCode ?? null,
        marketingAgreed: member.marketingAgreed,
        termsAgreedAt: now,
      })
      .returning({ memberId: members.memberId });
    if (!row) throw new Error('member insert returned nothing');
    return row;
  } catch (error) {
    // Two signups with the same ID at once: the loser of the race hears what the check would have said.
    if (uniqueViolation(error)) throw fieldError(409, 'loginId', VALIDATION_MESSAGES.loginIdTaken);
    throw error;
  }
}
