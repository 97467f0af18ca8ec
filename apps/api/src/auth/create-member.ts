import { and, eq, sql } from 'drizzle-orm';
import { VALIDATION_MESSAGES } from '@onair/contracts';
import { members, type Database } from '@onair/db';
import { fieldError } from './auth-errors';
import type { NewMember } from './session-types';

/** A transaction or the database itself. */
export type DbExecutor = Pick<Database, 'insert' | 'select' | 'execute'>;

const PG_UNIQUE_VIOLATION = '23505';

/**
 * Inserts a member after checking that the ID and the nickname (in any case) are free on its brand. The unique
 * index on nickname is case-sensitive, so a transaction-scoped advisory lock on the lower-cased
 * nickname keeps two signups with 'Minji' and 'minji' from both passing the check.
 * Run it inside a transaction: the lock is released when that transaction ends.
 */
export async function insertMember(tx: DbExecutor, member: NewMember, now = new Date()): Promise<{ memberId: number }> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`nickname:${member.brand}:${member.nickname.toLowerCase()}`}))`,
  );
  const takenId = await tx
    .select({ id: members.memberId })
    .from(members)
    .where(and(eq(members.brand, member.brand), eq(members.loginId, member.loginId)))
    .limit(1);
  if (takenId.length > 0) throw fieldError(409, 'loginId', VALIDATION_MESSAGES.loginIdTaken);
  const takenNickname = await tx
    .select({ id: members.memberId })
    .from(members)
    .where(and(eq(members.brand, member.brand), sql`lower(${members.nickname}) = lower(${member.nickname})`))
    .limit(1);
  if (takenNickname.length > 0) throw fieldError(409, 'nickname', VALIDATION_MESSAGES.nicknameTaken);

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

function uniqueViolation(error: unknown): boolean {
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === PG_UNIQUE_VIOLATION) return true;
  }
  return false;
}
