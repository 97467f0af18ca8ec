import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  MY_PASSWORD_ERROR_CODES,
  MY_PASSWORD_MESSAGES,
  Password,
  VALIDATION_MESSAGES,
  messageOfText,
  myPageRoutes,
  type FieldError,
} from '@onair/contracts';
import type { Database } from '@onair/db';
import { invalidTokenError } from '../../platform/sessions/auth-errors';
import { isCommonPassword } from '../../platform/passwords/common-passwords';
import { refreshTokenCookie, THROTTLE_LIMITS, accountKey, signinThrottle, tooManyAttempts } from '../auth/index';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError, validationError } from '../../platform/http/errors';
import { memberOf } from '../../platform/sessions/member-of';
import { hashPassword, verifyPassword } from '../../platform/passwords/passwords';
import { passwordStore } from './password-store';

type Field = 'currentPassword' | 'newPassword';

const refusal = (status: 400 | 409, code: string, field: Field, message: string) =>
  new ApiError(status, code, messageOfText(message), [{ field, in: 'body', message } satisfies FieldError]);

const alreadySet = () =>
  refusal(409, MY_PASSWORD_ERROR_CODES.alreadySet, 'currentPassword', MY_PASSWORD_MESSAGES.alreadySet);

const wrongCurrent = () =>
  refusal(400, MY_PASSWORD_ERROR_CODES.wrongCurrent, 'currentPassword', MY_PASSWORD_MESSAGES.wrongCurrent);

/**
 * PUT /api/my/password. A wrong current password is a 400 on its field, not a 401 (which would send
 * the client to refresh and retry), and counts against the same account lock as sign-in: a session
 * left open on a shared computer must not become a way to guess the password.
 *
 * A member without a password (social signup) sets a first one: no current password is asked, the
 * same rules hold for the new one, and the same sessions end as on a change (docs/auth.md).
 */
export function myPasswordRoute(app: FastifyInstance, db: Database) {
  const store = passwordStore(db);
  const throttle = signinThrottle(db);

  registerRoute(app, myPageRoutes.changePassword, async ({ body, request, reply }) => {
    const { memberId } = memberOf(request);
    const owner = await store.ownerOf(memberId);
    if (!owner || owner.withdrawnAt || owner.blocked) throw invalidTokenError();
    const currentPassword = owner.passwordHash ? body.currentPassword : undefined;
    if (owner.passwordHash && currentPassword === undefined) {
      throw validationError([{ field: 'currentPassword', in: 'body', message: VALIDATION_MESSAGES.passwordRequired }]);
    }
    // Answered as the contract answers the 40-character limit, so both read alike.
    if (!owner.foreigner && !v.is(Password, body.newPassword)) {
      throw validationError([{ field: 'newPassword', in: 'body', message: VALIDATION_MESSAGES.password }]);
    }
    if (body.newPassword === currentPassword) {
      throw refusal(400, MY_PASSWORD_ERROR_CODES.sameAsCurrent, 'newPassword', MY_PASSWORD_MESSAGES.sameAsCurrent);
    }
    if (isCommonPassword(body.newPassword)) {
      throw refusal(400, 'VALIDATION_ERROR', 'newPassword', VALIDATION_MESSAGES.passwordCommon);
    }

    if (!owner.passwordHash) {
      const newHash = await hashPassword(body.newPassword);
      // Another tab may have set one meanwhile: from then on only the current password changes it.
      if (!(await store.replace(memberId, null, newHash, refreshTokenCookie(request)))) throw alreadySet();
      await app.sessions.endAccess(memberId, { bumped: true });
      return { msg: 'ok' as const };
    }

    const key = accountKey(request.brand.code, owner.loginId);
    const locked = await throttle.lockedUntil([key]);
    if (locked) throw tooManyAttempts(reply, locked);
    if (!(await verifyPassword(owner.passwordHash, currentPassword ?? ''))) {
      await throttle.recordFailure(key, THROTTLE_LIMITS.account);
      throw wrongCurrent();
    }

    const newHash = await hashPassword(body.newPassword);
    if (!(await store.replace(memberId, owner.passwordHash, newHash, refreshTokenCookie(request))))
      throw wrongCurrent();
    await throttle.clear(key);
    await app.sessions.endAccess(memberId, { bumped: true });
    return { msg: 'ok' as const };
  });
}
