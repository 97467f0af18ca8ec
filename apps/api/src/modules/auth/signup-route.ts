import type { FastifyInstance } from 'fastify';
import { VALIDATION_MESSAGES as M, authRoutes, type SignupBody } from '@onair/contracts';
import type { Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { captchaIncompleteError, type Captcha } from '../verification/index';
import { hashPassword } from '../../platform/passwords/passwords';
import type { MemberRepository, PartnerRepository } from '../directory/index';
import { fieldError } from '../../platform/sessions/auth-errors';
import { isCommonPassword } from '../../platform/passwords/common-passwords';
import { creditedPartner } from './credited-partner';
import { insertMember } from './create-member';
import { consumePhoneProof } from './phone-proof';
import type { NewMember } from '../../platform/sessions/session-types';

function newMemberFrom(
  body: SignupBody,
  passwordHash: string,
  brand: string,
  recommendId: string | null,
  partnerCode: string | null,
): NewMember {
  const common = {
    loginId: body.loginId,
    nickname: body.nickname,
    passwordHash,
    brand,
    recommendId,
    partnerCode,
    marketingAgreed: body.agreements.marketing,
  };
  if (!body.foreigner) return { ...common, foreigner: false };
  return {
    ...common,
    foreigner: true,
    name: body.name,
    gender: body.gender,
    birthday: body.birthday,
    countryCode: body.countryCode,
    phone: body.phone,
  };
}

/**
 * POST /api/auth/signup: domestic with a solved captcha, or foreign with a verified phone (its code
 * needed the captcha); the new member is signed in.
 */
export function signupRoute(app: FastifyInstance, db: Database, { members, partners }: { members: MemberRepository; partners: PartnerRepository }, captcha: Captcha) {
  registerRoute(app, authRoutes.signup, async ({ body, request, reply }) => {
    if (isCommonPassword(body.password)) throw fieldError(400, 'password', M.passwordCommon);
    const recommendId = body.recommendId || null;
    if (recommendId && !(await members.activeLoginIdExists(request.brand.code, recommendId))) {
      throw fieldError(400, 'recommendId', M.recommenderNotFound);
    }
    const partnerCode = await creditedPartner(body.pcode, request, partners);
    // Spent before the password is hashed: a script pays a proof of work for every attempt.
    if (!body.foreigner && !(await captcha.verifyAndSpend(body.captchaToken))) throw captchaIncompleteError();
    const passwordHash = await hashPassword(body.password);
    const member = newMemberFrom(body, passwordHash, request.brand.code, recommendId, partnerCode);

    // The phone proof is spent in the same transaction as the insert: a taken ID leaves it usable.
    const { memberId } = await db.transaction(async (tx) => {
      if (body.foreigner) {
        const proof = {
          token: body.phoneVerificationToken,
          countryCode: body.countryCode,
          phone: body.phone,
          purpose: 'signup' as const,
        };
        if (!(await consumePhoneProof(tx, proof))) throw fieldError(400, 'phoneVerificationToken', M.phoneNotVerified);
      }
      return insertMember(tx, member);
    });

    const profile = await app.sessions.start(request, reply, memberId, { keep: false });
    return { msg: 'ok' as const, profile };
  });
}
