import type { FastifyReply, FastifyRequest } from 'fastify';
import { PHONE_MESSAGES, type MessageKey } from '@onair/contracts';
import type { Database } from '@onair/db';
import { ApiError } from '../../platform/http/errors';
import { PHONE_CODE, type PhoneCodeStore, type PhonePurpose } from './phone-code-store';
import { normalizePhone, smsRecipient } from './phone-number';
import { countSmsSend } from './sms-ip-limit';
import type { SmsProvider } from './sms-provider';
import { UpstreamError } from './upstream-error';

export type CodeTarget = { countryCode: string; phone: string; purpose: PhonePurpose; memberId?: number | null };

/** The texts, named after the brand the request came through: [온에어] 인증번호 [123456]을 입력해주세요. */
export function codeText(serviceName: string, purpose: PhonePurpose, code: string): string {
  const what = purpose === 'password-reset' ? '비밀번호 재설정 인증번호' : '인증번호';
  return `[${serviceName}] ${what} [${code}]을 입력해주세요.`;
}

function tooSoon(reply: FastifyReply, retryAfterSeconds: number, message: MessageKey, code: string): ApiError {
  reply.header('retry-after', String(retryAfterSeconds));
  return new ApiError(429, code, message);
}

/**
 * Sends a fresh code to a phone: the per-address hourly cap, then the 60 s resend lock per phone and
 * purpose, then the SMS. If the provider fails the code is dropped, so the user may ask again at once.
 */
export function phoneCodeSender(db: Database, store: PhoneCodeStore, sms: SmsProvider) {
  return async function sendCode(request: FastifyRequest, reply: FastifyReply, target: CodeTarget): Promise<void> {
    const perAddress = await countSmsSend(db, request.ip);
    if (!perAddress.allowed) throw tooSoon(reply, perAddress.retryAfterSeconds, 'phone.hourlyLimit', 'SMS_HOURLY_LIMIT');
    const issued = await store.issue({ ...target, phone: normalizePhone(target.countryCode, target.phone) });
    if (!issued.issued) throw tooSoon(reply, issued.retryAfterSeconds, 'phone.resendLocked', 'RESEND_LOCKED');
    try {
      await sms.send({ to: smsRecipient(target.countryCode, target.phone), text: codeText(request.brand.serviceName, target.purpose, issued.code) });
    } catch (error) {
      await store.withdraw(issued.id);
      throw new UpstreamError('SMS_SEND_FAILED', 'phone.sendFailed', (error as Error).message);
    }
  };
}

export type SendCode = ReturnType<typeof phoneCodeSender>;

export const PHONE_SENT = {
  msg: PHONE_MESSAGES.sent,
  resendAfterSeconds: PHONE_CODE.resendAfterSeconds,
  expiresInSeconds: PHONE_CODE.lifetimeSeconds,
};
