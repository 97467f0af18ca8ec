import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { IDENTITY_STATUS } from '@onair/contracts';
import { members, type Database } from '@onair/db';
import { fieldError, invalidTokenError } from '../../../platform/sessions/auth-errors';
import { THROTTLE_LIMITS, accountKey, type SigninThrottle, tooManyAttempts } from '../../auth/index';
import { ApiError } from '../../../platform/http/errors';
import { verifyPassword } from '../../../platform/passwords/passwords';
import { MONEY_CODES, moneyMessage, moneyRefusal } from '../../../platform/http/money-errors';
import { memberOf } from '../../../platform/sessions/member-of';
import { sameName } from './payout-rules';

/**
 * Checks that the one registering or changing the payout account is the member, as they are known:
 * the password again (a stolen session alone cannot redirect payouts; wrong ones count against the
 * sign-in lock of the account, as for membership withdrawal), a verified identity, and the holder's
 * name being the verified one. Answers the member's id.
 */
export async function checkPayoutOwner(
  db: Database,
  throttle: SigninThrottle,
  { request, reply, password, holderName }: { request: FastifyRequest; reply: FastifyReply; password: string; holderName: string },
): Promise<number> {
  const session = memberOf(request);
  const brand = request.brand;
  const key = accountKey(brand.code, session.loginId);
  const locked = await throttle.lockedUntil([key]);
  if (locked) throw tooManyAttempts(reply, locked);

  const [member] = await db
    .select({ passwordHash: members.passwordHash, identityStatus: members.identityStatus, verifiedName: members.verifiedName, withdrawnAt: members.withdrawnAt })
    .from(members)
    .where(eq(members.memberId, session.memberId));
  if (!member || member.withdrawnAt) throw invalidTokenError();
  // A social-only member has no password to confirm with; my page lets them set one.
  if (!member.passwordHash) throw moneyRefusal(409, MONEY_CODES.conflict, 'payoutPasswordNotSet', brand);
  if (!(await verifyPassword(member.passwordHash, password))) {
    await throttle.recordFailure(key, THROTTLE_LIMITS.account);
    throw fieldError(400, 'password', moneyMessage('payoutPasswordWrong', brand));
  }
  if (member.identityStatus !== IDENTITY_STATUS.approved || !member.verifiedName) {
    throw moneyRefusal(403, MONEY_CODES.forbidden, 'payoutIdentityRequired', brand);
  }
  if (!sameName(member.verifiedName, holderName)) {
    const message = moneyMessage('payoutHolderMismatch', brand);
    throw new ApiError(422, MONEY_CODES.invalid, 'money.payoutHolderMismatch', [{ field: 'bankHolderName', in: 'body', message }]);
  }
  return session.memberId;
}
