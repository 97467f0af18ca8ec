// Members for the account specs: values unique per run, project and call, inside the SPEC section 5
// rules, and the API call that creates (and signs in) a member without the UI.
import { randomInt } from 'node:crypto';
import type { APIRequestContext, TestInfo } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { InferInput } from 'valibot';
import type { BrandCode, SignupBody } from '@onair/contracts';

export type Member = { loginId: string; password: string; nickname: string };

// A random start, then one more per call: two calls of one process within a millisecond differ
// (random alone met once in 1,296 such pairs, and a nickname keeps only the last 7 characters).
let sequence = randomInt(36 * 36);

/** 8 base-36 characters of the clock (ms) and 2 of a per-process sequence: two calls never meet, even within a millisecond. */
function stamp(): string {
  sequence = (sequence + 1) % (36 * 36);
  return `${Date.now().toString(36).padStart(8, '0')}${sequence.toString(36).padStart(2, '0')}`;
}

/** Two letters naming the project (onair-mobile → om), so the projects of one run never share a value. */
function projectTag(testInfo: TestInfo): string {
  const [brand = 'x', viewport = 'x'] = testInfo.project.name.split('-');
  return `${brand[0]}${viewport[0]}`.toLowerCase();
}

/**
 * A new member's ID, password and nickname. ID: 6-15 lowercase letters and digits starting with a
 * letter (`kind` is one lowercase letter, e.g. s for signup); nickname: 2-10 characters, Korean and
 * digits. The password has a letter, a digit and a special character and is no common password.
 */
export function newMember(testInfo: TestInfo, kind: string): Member {
  const unique = stamp();
  const tag = projectTag(testInfo);
  const member = {
    loginId: `${kind}${tag}${unique}`,
    password: `e2e!Pw${randomInt(1000, 9999)}`,
    nickname: `팬${tag}${unique.slice(-7)}`,
  };
  if (!/^[a-z][a-z0-9]{5,14}$/.test(member.loginId)) throw new Error(`newMember: bad loginId ${member.loginId}`);
  if (member.nickname.length < 2 || member.nickname.length > 10)
    throw new Error(`newMember: bad nickname ${member.nickname}`);
  return member;
}

/** A nickname alone (social signup), by the same rule. */
export function newNickname(testInfo: TestInfo): string {
  return newMember(testInfo, 'x').nickname;
}

/** A phone number for this run and project: 10 digits, no leading 0 (a national number abroad). */
export function newForeignPhone(): string {
  return `90${String(Date.now()).slice(-8)}`;
}

const brandHeaders = (brand: BrandCode) => ({ 'x-site-code': brand });

/**
 * A fresh ALTCHA challenge from the API, solved here as the browser widget solves it (about
 * 0.1-0.3 s of proof of work): the captchaToken domestic signup requires, good once.
 */
export async function solvedCaptchaToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/auth/captcha');
  if (!response.ok()) throw new Error(`GET /api/auth/captcha answered ${response.status()}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('captcha challenge not solved within 10 s');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * POST /api/auth/signup (domestic, with a solved captcha) through the brand's preview; the API signs the new member in,
 * so the request context (a page's `page.request`) then holds the session cookies.
 */
export async function signUpByApi(request: APIRequestContext, brand: BrandCode, member: Member): Promise<void> {
  // What a client sends: the API derives the signup's kind from these fields.
  const body: InferInput<typeof SignupBody> = {
    loginId: member.loginId,
    password: member.password,
    nickname: member.nickname,
    device: 'PCWEB',
    agreements: { terms: true, privacy: true, marketing: false },
    captchaToken: await solvedCaptchaToken(request),
  };
  const response = await request.post('/api/auth/signup', { headers: brandHeaders(brand), data: body });
  if (response.status() !== 201)
    throw new Error(`signup of ${member.loginId} answered ${response.status()}: ${await response.text()}`);
}

/** POST /api/my/channel-profile as the signed-in member of `request`: opens their channel and answers its id. */
export async function openChannelByApi(request: APIRequestContext, brand: BrandCode, name: string): Promise<number> {
  const response = await request.post('/api/my/channel-profile', { headers: brandHeaders(brand), data: { name, broadcastRulesAgreed: true } });
  if (response.status() !== 201)
    throw new Error(`opening the channel ${name} answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as { channelId: number }).channelId;
}
