import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { VALIDATION_MESSAGES } from '@onair/contracts';
import { members, type Database } from '@onair/db';
import { fieldError } from '../../platform/sessions/auth-errors';

/**
 * Claims a nickname on a brand inside a transaction, for a signup or a rename: free in any case
 * ('Minji' and 'minji' cannot both exist), else the 409 of SPEC's message. The unique index is
 * case-sensitive, so a transaction-scoped advisory lock on the lower-cased nickname keeps two
 * claims from both passing the check; it is released when the transaction ends.
 */
export async function claimNickname(
  tx: Pick<Database, 'select' | 'execute'>,
  claim: { brand: string; nickname: string; memberId?: number },
): Promise<void> {
  const { brand, nickname, memberId } = claim;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`nickname:${brand}:${nickname.toLowerCase()}`}))`);
  const conditions: SQL[] = [eq(members.brand, brand), sql`lower(${members.nickname}) = lower(${nickname})`];
  if (memberId !== undefined) conditions.push(ne(members.memberId, memberId));
  const taken = await tx
    .select({ id: members.memberId })
    .from(members)
    .where(and(...conditions))
    .limit(1);
  if (taken.length > 0) throw fieldError(409, 'nickname', VALIDATION_MESSAGES.nicknameTaken);
}
