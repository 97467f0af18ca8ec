import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { members, type Database } from '@onair/db';
import { fieldError, invalidTokenError } from '../../platform/sessions/auth-errors';
import { THROTTLE_LIMITS, accountKey, type SigninThrottle, tooManyAttempts } from '../auth/index';
import { verifyPassword } from '../../platform/passwords/passwords';
import { MONEY_CODES, moneyMessage, moneyRefusal } from '../../platform/http/money-errors';
import { memberOf } from '../../platform/sessions/member-of';

/**
 * The password again before every payment (the KCC 2018 guideline asks for a check before each
 * purchase), so a session left open is not a card left on the table. Wrong passwords count against
 * the account's sign-in lock, as for the payout account and membership withdrawal.
 */
export async function checkPurchasePassword(
  db: Database,
  throttle: SigninThrottle,
  { request, reply, password }: { request: FastifyRequest; reply: FastifyReply; password: string },
) {
  const session = memberOf(request);
  const brand = request.brand;
  const key = accountKey(brand.code, session.loginId);
  const locked = await throttle.lockedUntil([key]);
  if (locked) throw tooManyAttempts(reply, locked);
  const [member] = await db
    .select({ passwordHash: members.passwordHash, withdrawnAt: members.withdrawnAt })
    .from(members)
    .where(eq(members.memberId, session.memberId));
  if (!member || member.withdrawnAt) throw invalidTokenError();
  // A social-only member has none to enter; my page lets them set one.
  if (!member.passwordHash) throw moneyRefusal(409, MONEY_CODES.conflict, 'purchasePasswordNotSet', brand);
  if (!(await verifyPassword(member.passwordHash, password))) {
    await throttle.recordFailure(key, THROTTLE_LIMITS.account);
    throw fieldError(400, 'password', moneyMessage('purchasePasswordWrong', brand));
  }
}
