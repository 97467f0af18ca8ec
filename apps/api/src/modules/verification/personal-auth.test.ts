import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PHONE_MESSAGES } from '@onair/contracts';
import { identityVerifications, members } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { cookieHeader, freshIdentity, randomIp } from '../auth/testing/session-helpers';
import { startTestApi, type CallResult } from '../../testing/test-api';
import { todayInKorea } from './adult-age';
import { solvedCaptchaToken } from './solve-captcha';
import { IDENTITY_MESSAGES } from './messages';
import { freshUsPhone, latestCode, sendPhoneCode, startVerificationWorld, verifiedPhoneToken, type VerificationWorld } from './testing/verification-harness';

const agreements = { terms: true, privacy: true, marketing: false };
const WEB = 'http://localhost:4200';

describe.each(testDatabaseTargets('pglite'))('personal auth on $name', (target) => {
  let world: VerificationWorld;
  beforeAll(async () => {
    world = await startVerificationWorld(target);
  });
  afterAll(() => world.close());

  /** A new domestic member, signed up through the API: the Cookie header of their session. */
  async function domesticMember() {
    const identity = freshIdentity();
    const signup = await world.api.call('POST', '/api/auth/signup', {
      body: { ...identity, password: 'Home#Grown2024', agreements, captchaToken: await solvedCaptchaToken(world.api.url) },
      headers: { 'x-forwarded-for': randomIp() },
    });
    if (signup.status !== 201) throw new Error(`signup answered ${signup.status}: ${JSON.stringify(signup.body)}`);
    return { ...identity, memberId: signup.body.profile.memberId as number, cookie: cookieHeader(signup) };
  }

  const personalAuth = (type: 'status' | 'request', cookie: string, headers: Record<string, string> = {}) =>
    type === 'status'
      ? world.api.call('GET', '/api/personal-auth?type=status', { headers: { cookie, ...headers } })
      : world.api.call('POST', '/api/personal-auth', { headers: { cookie, ...headers } });
  const memberRow = async (memberId: number) => (await world.api.database.db.select().from(members).where(eq(members.memberId, memberId)))[0];
  const sign = (text: string) => createHmac('sha256', world.api.settings.identityCallbackSecret).update(text).digest('hex');
  const callback = (body: Record<string, string>) => world.api.call('POST', '/api/personal-auth/callback', { body });

  /** Opens the provider's popup and submits it, as the member would; answers the popup's last response. */
  async function decideInPopup(url: string, form: Record<string, string>) {
    expect((await fetch(url)).status).toBe(200);
    return fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString(), redirect: 'manual' });
  }

  const requestIdOf = (request: CallResult) => new URL(request.body.url).pathname.split('/').pop() ?? '';

  test('a visitor is refused', async () => {
    expect((await world.api.call('GET', '/api/personal-auth?type=status')).status).toBe(401);
    expect((await world.api.call('POST', '/api/personal-auth')).status).toBe(401);
  });

  test('a domestic member: status, a request at the provider, approval in the popup, adult from the birthday', async () => {
    const member = await domesticMember();
    expect(await personalAuth('status', member.cookie)).toMatchObject({ status: 200, body: { status: 0, url: null, method: 'provider' } });

    const request = await personalAuth('request', member.cookie, { origin: WEB });
    expect(request.status).toBe(200);
    expect(request.body).toEqual({ status: 1, url: expect.stringMatching(new RegExp(`^${world.sandboxUrl}/identity/verify/[0-9a-f-]{36}$`)), method: 'provider' });
    const requestId = requestIdOf(request);
    expect((await memberRow(member.memberId))?.identityStatus).toBe(1);
    expect(await personalAuth('status', member.cookie)).toMatchObject({ body: { status: 1, url: null } });

    const popup = await decideInPopup(request.body.url, { decision: 'approve', name: '홍길동', birthday: '1990-05-17' });
    expect(popup.status).toBe(303);
    expect(popup.headers.get('location')).toBe(`${WEB}/my/personal-auth?requestId=${requestId}`);
    expect(await personalAuth('status', member.cookie)).toMatchObject({ body: { status: 2, url: null, method: 'provider' } });
    expect(await memberRow(member.memberId)).toMatchObject({ identityStatus: 2, adult: true, birthday: '1990-05-17', verifiedName: '홍길동' });
    const [row] = await world.api.database.db.select().from(identityVerifications).where(eq(identityVerifications.requestId, requestId));
    expect(row).toMatchObject({ memberId: member.memberId, status: 2, decidedAt: expect.any(Date) });
    // Approved: nothing left to request.
    expect((await personalAuth('request', member.cookie)).body).toEqual({ status: 2, url: null, method: 'provider' });
  });

  test('a decision applies once: the same signed callback again is refused', async () => {
    const member = await domesticMember();
    const requestId = requestIdOf(await personalAuth('request', member.cookie));
    const decision = { requestId, result: 'rejected', signature: sign(`${requestId}.rejected.`) };
    expect(await callback(decision)).toMatchObject({ status: 200, body: { msg: 'ok' } });
    expect(await memberRow(member.memberId)).toMatchObject({ identityStatus: 3, adult: false });
    const replayed = await callback(decision);
    expect(replayed).toMatchObject({ status: 409, body: { code: 'IDENTITY_ALREADY_DECIDED', message: IDENTITY_MESSAGES.alreadyDecided } });
    // Nor can a later "approval" of the same request be slipped in.
    const approval = { requestId, result: 'approved', birthday: '1990-01-01', signature: sign(`${requestId}.approved.1990-01-01`) };
    expect((await callback(approval)).status).toBe(409);
    expect((await memberRow(member.memberId))?.identityStatus).toBe(3);
  });

  test('a forged decision is refused with 403 and changes nothing', async () => {
    const member = await domesticMember();
    const requestId = requestIdOf(await personalAuth('request', member.cookie));
    for (const signature of [sign(`${requestId}.approved.1990-01-01`), 'a'.repeat(64), createHmac('sha256', 'guessed').update(`${requestId}.approved.2000-01-01`).digest('hex')]) {
      const forged = await callback({ requestId, result: 'approved', birthday: '2000-01-01', signature });
      expect(forged).toMatchObject({ status: 403, body: { statusCode: 403, code: 'FORBIDDEN', message: '본인인증 결과의 서명이 올바르지 않습니다.' } });
    }
    expect(await memberRow(member.memberId)).toMatchObject({ identityStatus: 1, adult: false });
  });

  test('a signed decision for a request nobody made is a 404', async () => {
    const unknown = await callback({ requestId: 'nobody-asked', result: 'rejected', signature: sign('nobody-asked.rejected.') });
    expect(unknown).toMatchObject({ status: 404, body: { message: IDENTITY_MESSAGES.requestNotFound } });
  });

  test('an approval of someone under 19 is not adult', async () => {
    const member = await domesticMember();
    const requestId = requestIdOf(await personalAuth('request', member.cookie));
    // Turns 19 tomorrow (Korean date).
    const day = new Date(`${todayInKorea()}T00:00:00Z`);
    day.setUTCFullYear(day.getUTCFullYear() - 19);
    day.setUTCDate(day.getUTCDate() + 1);
    const birthday = day.toISOString().slice(0, 10);
    expect((await callback({ requestId, result: 'approved', birthday, signature: sign(`${requestId}.approved.${birthday}`) })).status).toBe(200);
    expect(await memberRow(member.memberId)).toMatchObject({ identityStatus: 2, adult: false, birthday });
  });

  test('a request without an Origin (the app) returns the popup to the configured web address', async () => {
    const member = await domesticMember();
    const request = await personalAuth('request', member.cookie);
    const popup = await decideInPopup(request.body.url, { decision: 'reject' });
    expect(popup.headers.get('location')).toBe(`${new URL(world.api.settings.webBaseUrl).origin}/my/personal-auth?requestId=${requestIdOf(request)}`);
  });

  test('starting a check is a POST: a GET, or another site posting with the cookie, starts nothing', async () => {
    const member = await domesticMember();
    const asGet = await world.api.call('GET', '/api/personal-auth?type=request', { headers: { cookie: member.cookie } });
    expect(asGet).toMatchObject({ status: 400, body: { errors: [expect.objectContaining({ field: 'type' })] } });
    const crossSite = await personalAuth('request', member.cookie, { origin: 'https://evil.example' });
    expect(crossSite).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect((await memberRow(member.memberId))?.identityStatus).toBe(0);
    expect(await world.api.database.db.select().from(identityVerifications).where(eq(identityVerifications.memberId, member.memberId))).toEqual([]);
  });

  test('when the provider is down: 502 with a Korean message, nothing requested', async () => {
    const down = await startTestApi(target, { settings: { identityApiUrl: 'http://127.0.0.1:9', smsApiUrl: world.sandboxUrl } });
    try {
      const identity = freshIdentity();
      const signup = await down.call('POST', '/api/auth/signup', {
        body: { ...identity, password: 'Home#Grown2024', agreements, captchaToken: await solvedCaptchaToken(down.url) },
      });
      const failed = await down.call('POST', '/api/personal-auth', { headers: { cookie: cookieHeader(signup) } });
      expect(failed).toMatchObject({ status: 502, body: { statusCode: 502, code: 'IDENTITY_PROVIDER_FAILED', message: IDENTITY_MESSAGES.providerDown } });
      expect(await down.database.db.select().from(identityVerifications)).toEqual([]);
      expect((await down.call('GET', '/api/personal-auth?type=status', { headers: { cookie: cookieHeader(signup) } })).body.status).toBe(0);
    } finally {
      await down.close();
    }
  });

  test('a foreign member verifies by phone: a personal-auth code checked while signed in approves them', async () => {
    const phone = freshUsPhone();
    const identity = freshIdentity();
    const phoneVerificationToken = await verifiedPhoneToken(world, phone, { countryCode: '1' });
    const signup = await world.api.call('POST', '/api/auth/signup', {
      body: { ...identity, password: 'Globe-traveller-24', name: 'Jane Doe', birthday: '1990-04-01', gender: 'F', countryCode: '1', phone, phoneVerificationToken, agreements },
    });
    expect(signup.status).toBe(201);
    const cookie = cookieHeader(signup);
    const memberId = signup.body.profile.memberId as number;

    expect((await personalAuth('request', cookie)).body).toEqual({ status: 0, url: null, method: 'phone' });
    expect(await world.api.database.db.select().from(identityVerifications).where(eq(identityVerifications.memberId, memberId))).toEqual([]);

    // Codes for personal auth are sent with the captcha like any other; the proof comes with the member's session.
    expect((await sendPhoneCode(world.api, phone, { countryCode: '1', purpose: 'personal-auth', headers: { cookie } })).status).toBe(200);
    const code = await latestCode(world.sandboxUrl, `+1${phone}`);
    const verified = await world.api.call('POST', '/api/auth/signup/verify-phone', { body: { countryCode: '1', phone, code }, headers: { cookie } });
    expect(verified).toMatchObject({ status: 200, body: { msg: PHONE_MESSAGES.verified } });
    expect(await memberRow(memberId)).toMatchObject({ identityStatus: 2, adult: true });
    expect((await personalAuth('status', cookie)).body).toEqual({ status: 2, url: null, method: 'phone' });
  });

  test('a personal-auth code checked without a session, or by a domestic member, approves nobody', async () => {
    const member = await domesticMember();
    const phone = freshUsPhone();
    await verifiedPhoneToken(world, phone, { countryCode: '1', purpose: 'personal-auth', headers: { cookie: member.cookie } });
    expect((await memberRow(member.memberId))?.identityStatus).toBe(0);
  });
});
