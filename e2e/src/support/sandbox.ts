// The sandbox's SMS outbox (apps/sandbox/README.md), read over HTTP as a phone would read its texts.
import { expect, type APIRequestContext } from '@playwright/test';
import { sandboxUrl } from './stack-config';

type OutboxMessage = { messageId: string; to: string; text: string; sentAt: string };

/**
 * The SMS recipient the API sends to (docs/verification.md, "Phone codes"): `010…` for dial code
 * 82, `+{dial code}{national number without its leading 0}` for every other country.
 */
export function smsRecipient(dialCode: string, phone: string): string {
  return dialCode === '82' ? phone : `+${dialCode}${phone.replace(/^0/, '')}`;
}

/**
 * The 6-digit code of the newest text to `to`, waiting for it to arrive. The text reads
 * `[{brand}] 인증번호 [123456]을 입력해주세요.`; the code is the 6 digits in brackets.
 */
export async function latestSmsCode(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${sandboxUrl()}/sms/outbox`, { params: { to } });
        expect(response.status(), `GET /sms/outbox?to=${to}`).toBe(200);
        const { messages } = (await response.json()) as { messages: OutboxMessage[] };
        code = /\[(\d{6})\]/.exec(messages[0]?.text ?? '')?.[1];
        return code;
      },
      { message: `a verification code texted to ${to}`, timeout: 5_000 },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
}
