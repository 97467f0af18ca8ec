import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TestDatabaseTarget } from '@onair/db/testing';
// The real sandbox (SMS and identity provider) runs in-process for these tests; no other project imports it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { buildSandboxApp } from '../../../../../sandbox/src/app';
import { startTestApi, type CallResult, type TestApi, type TestApiOptions } from '../../../testing/test-api';
import { solvedCaptchaToken } from '../solve-captcha';

export type VerificationWorld = {
  api: TestApi;
  sandboxUrl: string;
  close(): Promise<void>;
};

/** The real sandbox on a free port, and the real API pointed at it for SMS and identity verification. */
export async function startVerificationWorld(target: TestDatabaseTarget, options: TestApiOptions = {}): Promise<VerificationWorld> {
  const sandbox: FastifyInstance = buildSandboxApp();
  const sandboxUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
  const api = await startTestApi(target, { ...options, settings: { smsApiUrl: sandboxUrl, identityApiUrl: sandboxUrl, ...options.settings } });
  return {
    api,
    sandboxUrl,
    async close() {
      await api.close();
      await sandbox.close();
    },
  };
}

/** A client address of its own, so one test's sends never count against another's hourly cap. */
export const freshIp = () => `10.${[...randomBytes(3)].join('.')}`;

/** A Korean mobile number nobody else in the run uses. */
export const freshKoreanPhone = () => `010${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;

export type SendOptions = { countryCode?: string; purpose?: string; ip?: string; captchaToken?: string; headers?: Record<string, string> };

/** POST send-phone-verification with a really solved captcha (unless one is given). */
export async function sendPhoneCode(api: TestApi, phone: string, options: SendOptions = {}): Promise<CallResult> {
  const { countryCode = '82', purpose, ip = freshIp(), headers = {} } = options;
  const captchaToken = options.captchaToken ?? (await solvedCaptchaToken(api.url));
  return api.call('POST', '/v2/api/auth/signup/send-phone-verification', {
    body: { countryCode, phone, captchaToken, ...(purpose ? { purpose } : {}) },
    headers: { 'x-forwarded-for': ip, ...headers },
  });
}

/** The texts the sandbox received for a recipient, newest first. */
export async function outbox(sandboxUrl: string, to: string): Promise<string[]> {
  const response = await fetch(`${sandboxUrl}/sms/outbox?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: { text: string }[] };
  return messages.map((message) => message.text);
}

/** The code in the newest text to a recipient: what the member reads off their phone. */
export async function latestCode(sandboxUrl: string, to: string): Promise<string> {
  const [text] = await outbox(sandboxUrl, to);
  const code = text ? /\[(\d{6})\]/.exec(text)?.[1] : undefined;
  if (!code) throw new Error(`no code texted to ${to}`);
  return code;
}

/** A six-digit code other than the given one. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A US number nobody else in the run uses (national form, 10 digits). */
export const freshUsPhone = () => `202${String(randomBytes(4).readUInt32BE() % 10_000_000).padStart(7, '0')}`;

/** Sends a code for the purpose, reads it off the sandbox and verifies it: the proof token. */
export async function verifiedPhoneToken(world: VerificationWorld, phone: string, { countryCode = '82', purpose = 'signup', headers = {} }: { countryCode?: string; purpose?: string; headers?: Record<string, string> } = {}) {
  const sent = await sendPhoneCode(world.api, phone, { countryCode, purpose, headers });
  if (sent.status !== 200) throw new Error(`send-phone-verification answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  const to = countryCode === '82' ? phone : `+${countryCode}${phone.replace(/^0+/, '')}`;
  const verified = await world.api.call('POST', '/api/auth/signup/verify-phone', { body: { countryCode, phone, code: await latestCode(world.sandboxUrl, to) }, headers });
  if (verified.status !== 200) throw new Error(`verify-phone answered ${verified.status}: ${JSON.stringify(verified.body)}`);
  return verified.body.token as string;
}
