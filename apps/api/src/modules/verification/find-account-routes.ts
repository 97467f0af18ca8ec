import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { authRoutes, oauthRoutes, VALIDATION_MESSAGES } from '@onair/contracts';
import { members, phoneVerifications, type Database } from '@onair/db';
import { isCommonPassword } from '../../platform/passwords/common-passwords';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import { hashPassword } from '../../platform/passwords/passwords';
import type { SendCode } from './phone-code-sender';
import type { PhoneCodeStore } from './phone-code-store';
import { KOREA, maskLoginId, maskPhone } from './phone-number';
import { codeCheckError } from './phone-routes';

export type FindAccountParts = { db: Database; store: PhoneCodeStore; sendCode: SendCode };

const proofInvalid = () => new ApiError(400, 'PROOF_INVALID', 'phone.proofInvalid');

/** A member of this brand who can still sign in, by login ID. */
async function activeMember(db: Database, brand: string, loginId: string) {
  const [member] = await db
    .select({ memberId: members.memberId, phone: members.phone, countryCode: members.countryCode })
    .from(members)
    .where(and(eq(members.brand, brand), eq(members.loginId, loginId), isNull(members.withdrawnAt)));
  return member ?? null;
}

/** Find ID by a verified phone; find password by a code sent to the member's phone, then a new password. */
export function findAccountRoutes(app: FastifyInstance, { db, store, sendCode }: FindAccountParts) {
  registerRoute(app, authRoutes.findAccount, async ({ query, request }) => {
    const member = await activeMember(db, request.brand.code, query.loginId);
    if (!member) return { msg: 'notfound' as const, maskedPhone: null };
    return { msg: 'ok' as const, maskedPhone: member.phone ? maskPhone(member.countryCode, member.phone) : null };
  });

  registerRoute(app, authRoutes.findIdConfirm, async ({ body, request }) => {
    const proof = await store.consumeProof(body.phoneVerificationToken, ['find-id']);
    if (!proof) throw proofInvalid();
    // Members keep the phone as typed at signup (with or without the leading 0); compare national numbers.
    const found = await db
      .select({ loginId: members.loginId })
      .from(members)
      .where(
        and(
          eq(members.brand, request.brand.code),
          isNull(members.withdrawnAt),
          sql`coalesce(${members.countryCode}, ${KOREA}) = ${proof.countryCode}`,
          sql`ltrim(${members.phone}, '0') = ${proof.phone.replace(/^0+/, '')}`,
        ),
      )
      .orderBy(members.memberId);
    return { loginIds: found.map((member) => maskLoginId(member.loginId)) };
  });

  registerRoute(app, oauthRoutes.generateReset, async ({ body, request, reply }) => {
    const member = await activeMember(db, request.brand.code, body.userId);
    if (!member) throw new ApiError(404, 'MEMBER_NOT_FOUND', 'phone.memberNotFound');
    if (!member.phone) throw new ApiError(409, 'NO_PHONE_ON_FILE', 'phone.noPhoneOnFile');
    const countryCode = member.countryCode ?? KOREA;
    await sendCode(request, reply, {
      countryCode,
      phone: member.phone,
      purpose: 'password-reset',
      memberId: member.memberId,
    });
    return { msg: 'ok' as const };
  });

  registerRoute(app, authRoutes.findPasswordConfirm, async ({ body, request }) => {
    const member = await activeMember(db, request.brand.code, body.loginId);
    // An unknown ID reads like a code that was never sent: nothing to tell an ID prober.
    if (!member) throw codeCheckError('expired');
    const result = await store.check(
      and(eq(phoneVerifications.purpose, 'password-reset'), eq(phoneVerifications.memberId, member.memberId)),
      body.code,
    );
    if (result.outcome !== 'verified') throw codeCheckError(result.outcome);
    return { authToken: result.token };
  });

  registerRoute(app, oauthRoutes.resetPassword, async ({ body, request }) => {
    if (isCommonPassword(body.password)) {
      throw new ApiError(400, 'VALIDATION_ERROR', 'validation.passwordCommon', [
        { field: 'password', in: 'body', message: VALIDATION_MESSAGES.passwordCommon },
      ]);
    }
    const member = await activeMember(db, request.brand.code, body.loginId);
    if (!member) throw proofInvalid();
    const proof = await store.consumeProof(
      body.authToken,
      ['password-reset'],
      eq(phoneVerifications.memberId, member.memberId),
    );
    if (!proof) throw proofInvalid();
    await db
      .update(members)
      .set({ passwordHash: await hashPassword(body.password) })
      .where(eq(members.memberId, member.memberId));
    await app.sessions.revokeAll(member.memberId);
    return { msg: 'ok' as const };
  });
}
