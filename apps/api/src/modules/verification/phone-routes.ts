import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { authRoutes, PHONE_MESSAGES } from '@onair/contracts';
import { phoneVerifications, type Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import { captchaIncompleteError, type Captcha } from './captcha';
import { approveForeignMemberByPhone } from './member-identity';
import { PHONE_SENT, type SendCode } from './phone-code-sender';
import type { PhoneCodeStore } from './phone-code-store';
import { normalizePhone } from './phone-number';

export type PhoneRouteParts = { db: Database; captcha: Captcha; store: PhoneCodeStore; sendCode: SendCode };

/** Codes that verify-phone checks; password reset codes are checked by find-password/confirm only. */
const PHONE_PROOF_PURPOSES = ['signup', 'find-id', 'personal-auth'] as const;

/** Thrown for each way a code check fails; the messages are the SPEC's. */
export function codeCheckError(outcome: 'mismatch' | 'expired' | 'tooManyAttempts'): ApiError {
  if (outcome === 'mismatch') return new ApiError(400, 'CODE_MISMATCH', 'phone.codeMismatch');
  if (outcome === 'expired') return new ApiError(400, 'CODE_EXPIRED', 'phone.codeExpired');
  return new ApiError(429, 'CODE_ATTEMPTS_EXCEEDED', 'phone.tooManyAttempts');
}

/** Captcha, sending a code, and checking it. */
export function phoneRoutes(app: FastifyInstance, { db, captcha, store, sendCode }: PhoneRouteParts) {
  registerRoute(app, authRoutes.captchaChallenge, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return { ...(await captcha.challenge()) };
  });

  registerRoute(app, authRoutes.sendPhoneVerification, async ({ body, request, reply }) => {
    if (!(await captcha.verifyAndSpend(body.captchaToken))) throw captchaIncompleteError();
    await sendCode(request, reply, { countryCode: body.countryCode, phone: body.phone, purpose: body.purpose });
    return PHONE_SENT;
  });

  registerRoute(app, authRoutes.verifyPhone, async ({ body, request }) => {
    const result = await store.check(
      and(
        eq(phoneVerifications.countryCode, body.countryCode),
        eq(phoneVerifications.phone, normalizePhone(body.countryCode, body.phone)),
        inArray(phoneVerifications.purpose, [...PHONE_PROOF_PURPOSES]),
      ),
      body.code,
    );
    if (result.outcome !== 'verified') throw codeCheckError(result.outcome);
    if (result.row.purpose === 'personal-auth' && request.member) await approveForeignMemberByPhone(db, request.member.memberId);
    return { msg: PHONE_MESSAGES.verified, token: result.token };
  });
}
