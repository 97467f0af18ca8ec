import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, ERROR_CODES, EXPIRE_ERROR_CODES, authRoutes } from '@onair/contracts';
import type { Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import { verifyPassword } from '../../platform/passwords/passwords';
import type { MemberRepository } from '../directory/index';
import { fieldError, invalidTokenError } from '../../platform/sessions/auth-errors';
import { settleExpire } from './expire-settlement';
import { clearSessionCookies } from './session-cookies';
import { THROTTLE_LIMITS, accountKey, signinThrottle } from './signin-throttle';
import { tooManyAttempts } from './signin-route';

/**
 * POST /api/auth/expire: withdraws the signed-in member. A wrong password is a 400 on the password
 * field, not a 401: a 401 would send the client to refresh its token and retry for nothing.
 * Wrong passwords count against the same account lock as sign-in, so a stolen session cannot be
 * used to guess the password. A member with no password (social signup) is told to set one first.
 * The money is settled in the same transaction as the withdrawal (settleExpire): refused while a
 * withdrawal request is pending or the channel is live; renewals stop; what is held is forfeited.
 */
export function expireRoute(app: FastifyInstance, db: Database, members: MemberRepository) {
  const throttle = signinThrottle(db);

  registerRoute(app, authRoutes.expire, async ({ body, request, reply }) => {
    const session = request.member;
    if (!session) throw invalidTokenError();
    if (body.loginId !== session.loginId) throw new ApiError(403, ERROR_CODES.forbidden, 'auth.invalidAccess');
    const key = accountKey(request.brand.code, session.loginId);
    const locked = await throttle.lockedUntil([key]);
    if (locked) throw tooManyAttempts(reply, locked);

    const member = await members.credentialsOf(request.brand.code, session.loginId);
    if (!member || member.withdrawnAt) throw invalidTokenError();
    if (!member.passwordHash)
      throw new ApiError(409, EXPIRE_ERROR_CODES.passwordNotSet, 'expire.passwordNotSet');
    if (!(await verifyPassword(member.passwordHash, body.password))) {
      await throttle.recordFailure(key, THROTTLE_LIMITS.account);
      throw fieldError(400, 'password', AUTH_MESSAGES.invalidCredentials);
    }

    const settled = await app.ledger.transaction((tx) =>
      settleExpire(tx, app.ledger, { memberId: member.memberId, brand: request.brand.code }),
    );
    // Another tab withdrew the member between the password check and the transaction.
    if (!settled) throw invalidTokenError();
    request.log.info({ memberId: member.memberId, ...settled }, 'membership withdrawn');
    await app.sessions.revokeAll(member.memberId);
    clearSessionCookies(request, reply);
    return { msg: 'ok' as const };
  });
}
