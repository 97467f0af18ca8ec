import type { FastifyInstance, FastifyReply } from 'fastify';
import { authRoutes } from '@onair/contracts';
import type { Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import { blockedSignInError } from '../../platform/sessions/member-restrictions';
import { verifyPassword } from '../../platform/passwords/passwords';
import type { MemberRepository } from '../directory/index';
import { THROTTLE_LIMITS, accountKey, ipKey, signinThrottle } from './signin-throttle';

/** 429 with Retry-After in whole seconds, so the client knows when to offer the form again. */
export function tooManyAttempts(reply: FastifyReply, until: Date, now = new Date()): ApiError {
  reply.header('Retry-After', String(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))));
  return new ApiError(429, 'TOO_MANY_ATTEMPTS', 'auth.tooManyAttempts');
}

const invalidCredentials = () => new ApiError(401, 'INVALID_CREDENTIALS', 'auth.invalidCredentials');

/**
 * POST /v2/api/auth/signin. Unknown ID, wrong password and withdrawn member all answer the same 401
 * after the same argon2 work; blocked (423) is told only to someone who knows the password.
 */
export function signinRoute(app: FastifyInstance, db: Database, members: MemberRepository) {
  const throttle = signinThrottle(db);

  registerRoute(app, authRoutes.signin, async ({ body, request, reply }) => {
    const keys = { account: accountKey(request.brand.code, body.loginId), ip: ipKey(request.ip) };
    const locked = await throttle.lockedUntil([keys.ip, keys.account]);
    if (locked) throw tooManyAttempts(reply, locked);

    const member = await members.credentialsOf(request.brand.code, body.loginId);
    const passwordMatches = await verifyPassword(member?.passwordHash, body.password);
    if (!member || !passwordMatches || member.withdrawnAt) {
      await throttle.recordFailure(keys.account, THROTTLE_LIMITS.account);
      await throttle.recordFailure(keys.ip, THROTTLE_LIMITS.ip);
      throw invalidCredentials();
    }
    if (member.blocked) throw blockedSignInError(member.blockedUntil);

    await throttle.clear(keys.account);
    const profile = await app.sessions.start(request, reply, member.memberId, { keep: body.loginKeep });
    return { msg: 'ok' as const, profile };
  });
}
