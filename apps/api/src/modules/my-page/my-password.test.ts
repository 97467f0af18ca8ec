import { randomBytes } from 'node:crypto';
import { AUTH_MESSAGES, MY_PASSWORD_ERROR_CODES, MY_PASSWORD_MESSAGES, VALIDATION_MESSAGES } from '@onair/contracts';
import { members } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { THROTTLE_LIMITS } from '../auth/index';
import { cookieHeader, refreshTokenOf, refreshWith, signIn } from '../auth/testing/session-helpers';
import { startSocialLoginApi } from '../oauth/testing/oauth-settings';
import { agreements, freshProviderAccount, signInWith } from '../oauth/testing/social-browser';
import { hashPassword } from '../../platform/passwords/passwords';
import type { TestApi } from '../../testing/test-api';

const START = 'start12!';
const NEXT = 'next123!';

describe.each(testDatabaseTargets())('password change on my page on $name', (target) => {
  let world: Awaited<ReturnType<typeof startSocialLoginApi>>;
  let api: TestApi;
  let serial = 0;
  beforeAll(async () => {
    world = await startSocialLoginApi(target);
    api = world.api;
  });
  afterAll(() => world.close());

  /** A member of onair with the given password. */
  async function memberWith(password: string, foreigner = false) {
    serial += 1;
    const loginId = `pw${randomBytes(3).toString('hex')}${serial}`.slice(0, 15);
    const [row] = await api.database.db
      .insert(members)
      .values({
        loginId,
        nickname: `p${randomBytes(3).toString('hex')}${serial}`.slice(0, 10),
        brand: 'onair',
        foreigner,
        passwordHash: await hashPassword(password),
      })
      .returning({ memberId: members.memberId });
    if (!row) throw new Error('member not inserted');
    return { loginId, memberId: row.memberId };
  }

  /** A browser signed in as the member: its Cookie header and refresh token. */
  async function browserOf(loginId: string, password = START, loginKeep = false) {
    const signedIn = await signIn(api, { loginId, password, loginKeep });
    expect(signedIn.status).toBe(200);
    return { cookie: cookieHeader(signedIn), refreshToken: refreshTokenOf(signedIn) };
  }

  const change = (cookie: string, body: unknown) => api.call('PUT', '/api/my/password', { body, headers: { cookie } });

  /** The field's message; the answer's own message is that message too, or `field: message` for a rule. */
  const expectRefusal = (
    result: Awaited<ReturnType<typeof change>>,
    status: number,
    field: string,
    message: string,
  ) => {
    expect(result.status).toBe(status);
    expect([message, `${field}: ${message}`]).toContain(result.body.message);
    expect(result.body.errors[0]).toMatchObject({ field, message });
  };

  test('the new password signs in and the old one no longer does', async () => {
    const { loginId } = await memberWith(START);
    const here = await browserOf(loginId);
    const done = await change(here.cookie, { currentPassword: START, newPassword: NEXT });
    expect(done).toMatchObject({ status: 200, body: { msg: 'ok' } });
    expect((await signIn(api, { loginId, password: START })).status).toBe(401);
    expect((await signIn(api, { loginId, password: NEXT })).status).toBe(200);
  });

  test("other devices' sessions end; the browser that changed it stays signed in", async () => {
    const { loginId } = await memberWith(START);
    const phone = await browserOf(loginId, START, true);
    const laptop = await browserOf(loginId);
    const here = await browserOf(loginId);
    expect((await change(here.cookie, { currentPassword: START, newPassword: NEXT })).status).toBe(200);
    expect((await refreshWith(api, phone.refreshToken)).body.msg).toBe('ERROR');
    expect((await refreshWith(api, laptop.refreshToken)).body.msg).toBe('ERROR');
    const stays = await refreshWith(api, here.refreshToken);
    expect(stays.body).toEqual({ msg: 'ok', access_token: expect.any(String) });
    const me = await api.call('GET', '/api/my/profile', {
      headers: { authorization: `Bearer ${stays.body.access_token}` },
    });
    expect(me.body).toMatchObject({ loginId, hasPassword: true });
  });

  test('a wrong current password is refused and changes nothing', async () => {
    const { loginId } = await memberWith(START);
    const here = await browserOf(loginId);
    const wrong = await change(here.cookie, { currentPassword: 'wrong12!', newPassword: NEXT });
    expectRefusal(wrong, 400, 'currentPassword', MY_PASSWORD_MESSAGES.wrongCurrent);
    expect(wrong.body.code).toBe('WRONG_CURRENT_PASSWORD');
    expect((await signIn(api, { loginId, password: START })).status).toBe(200);
  });

  test('a new password breaking the signup rule gets the signup message', async () => {
    const { loginId } = await memberWith(START);
    const here = await browserOf(loginId);
    // Too short, no digit, no special character, a space, 16 characters for a domestic member.
    for (const newPassword of ['ab1!', 'abcdefg!!', 'abcdefg12', 'abc 123!x', 'abcdefghij12345!']) {
      const refused = await change(here.cookie, { currentPassword: START, newPassword });
      expectRefusal(refused, 400, 'newPassword', VALIDATION_MESSAGES.password);
    }
    const common = await change(here.cookie, { currentPassword: START, newPassword: '1q2w3e4r!' });
    expectRefusal(common, 400, 'newPassword', VALIDATION_MESSAGES.passwordCommon);
    const empty = await change(here.cookie, { currentPassword: '', newPassword: NEXT });
    expectRefusal(empty, 400, 'currentPassword', VALIDATION_MESSAGES.passwordRequired);
    const missing = await change(here.cookie, { newPassword: NEXT });
    expectRefusal(missing, 400, 'currentPassword', VALIDATION_MESSAGES.passwordRequired);
    expect((await signIn(api, { loginId, password: NEXT })).status).toBe(401);
  });

  test('a foreign member may choose up to 40 characters, as at foreign signup', async () => {
    const { loginId } = await memberWith(START, true);
    const here = await browserOf(loginId);
    const long = `${'a'.repeat(37)}1!x`;
    expect((await change(here.cookie, { currentPassword: START, newPassword: long })).status).toBe(200);
    const tooLong = await change(here.cookie, { currentPassword: long, newPassword: `${long}z` });
    expectRefusal(tooLong, 400, 'newPassword', VALIDATION_MESSAGES.password);
  });

  test('the same password as the current one is refused', async () => {
    const { loginId } = await memberWith(START);
    const here = await browserOf(loginId);
    const same = await change(here.cookie, { currentPassword: START, newPassword: START });
    expectRefusal(same, 400, 'newPassword', MY_PASSWORD_MESSAGES.sameAsCurrent);
    expect(same.body.code).toBe('SAME_PASSWORD');
  });

  /** Signs up through the provider's sandbox, as a viewer would: a member with no password. */
  async function socialMember(provider: 'kakao' | 'google' | 'twitch' | 'naver' = 'kakao') {
    const account = freshProviderAccount();
    const started = await signInWith(api, provider, account);
    const signup = await api.call('POST', `/api/auth/signup/oauth/${provider}`, {
      body: { accessToken: started.body.accessToken, nickname: freshProviderAccount().nickname, agreements },
    });
    expect(signup.status).toBe(201);
    return {
      account,
      provider,
      loginId: signup.body.profile.loginId as string,
      signup: { cookie: cookieHeader(signup), refreshToken: refreshTokenOf(signup) },
    };
  }

  /** Another browser signing in to the social member through the provider. */
  async function socialBrowser(member: Awaited<ReturnType<typeof socialMember>>) {
    const signedIn = await signInWith(api, member.provider, member.account);
    expect(signedIn.body.status).toBe('signedIn');
    return { cookie: cookieHeader(signedIn), refreshToken: refreshTokenOf(signedIn) };
  }

  describe.each(['kakao', 'google', 'twitch', 'naver'] as const)('a member who signed up with %s', (provider) => {
    test('sets a first password without a current one, then signs in with the ID shown on my page', async () => {
      const member = await socialMember(provider);
      const before = await api.call('GET', '/api/my/profile', { headers: { cookie: member.signup.cookie } });
      expect(before.body).toMatchObject({ loginId: member.loginId, hasPassword: false });
      expect((await signIn(api, { loginId: member.loginId, password: NEXT })).status).toBe(401);

      expect(await change(member.signup.cookie, { newPassword: NEXT })).toMatchObject({
        status: 200,
        body: { msg: 'ok' },
      });
      const after = await api.call('GET', '/api/my/profile', { headers: { cookie: member.signup.cookie } });
      expect(after.body).toMatchObject({ loginId: member.loginId, hasPassword: true });
      const withPassword = await signIn(api, { loginId: member.loginId, password: NEXT });
      expect(withPassword.status).toBe(200);
      expect(withPassword.body.profile.loginId).toBe(member.loginId);
      // The provider still signs them in as well.
      expect((await signInWith(api, provider, member.account)).body.status).toBe('signedIn');
    });
  });

  test("setting a first password ends other devices' sessions as a change does; this browser stays", async () => {
    const member = await socialMember();
    const phone = member.signup;
    const laptop = await socialBrowser(member);
    const here = await socialBrowser(member);
    expect((await change(here.cookie, { newPassword: NEXT })).status).toBe(200);
    expect((await refreshWith(api, phone.refreshToken)).body.msg).toBe('ERROR');
    expect((await refreshWith(api, laptop.refreshToken)).body.msg).toBe('ERROR');
    expect((await refreshWith(api, here.refreshToken)).body).toEqual({ msg: 'ok', access_token: expect.any(String) });
  });

  test('a first password follows the same rules as a new one', async () => {
    const member = await socialMember();
    const here = member.signup;
    for (const newPassword of ['ab1!', 'abcdefg!!', 'abcdefg12', 'abcdefghij12345!']) {
      expectRefusal(await change(here.cookie, { newPassword }), 400, 'newPassword', VALIDATION_MESSAGES.password);
    }
    expectRefusal(
      await change(here.cookie, { newPassword: '1q2w3e4r!' }),
      400,
      'newPassword',
      VALIDATION_MESSAGES.passwordCommon,
    );
    const profile = await api.call('GET', '/api/my/profile', { headers: { cookie: here.cookie } });
    expect(profile.body.hasPassword).toBe(false);
  });

  test('once set, the current password is asked for: a second set without it is refused', async () => {
    const member = await socialMember();
    const here = member.signup;
    expect((await change(here.cookie, { newPassword: START })).status).toBe(200);
    const again = await change(here.cookie, { newPassword: NEXT });
    expectRefusal(again, 400, 'currentPassword', VALIDATION_MESSAGES.passwordRequired);
    expectRefusal(
      await change(here.cookie, { currentPassword: 'wrong12!', newPassword: NEXT }),
      400,
      'currentPassword',
      MY_PASSWORD_MESSAGES.wrongCurrent,
    );
    expect((await change(here.cookie, { currentPassword: START, newPassword: NEXT })).status).toBe(200);
    expect((await signIn(api, { loginId: member.loginId, password: START })).status).toBe(401);
    expect((await signIn(api, { loginId: member.loginId, password: NEXT })).status).toBe(200);
  });

  test('two tabs setting a first password at once: one wins, the other is refused', async () => {
    const member = await socialMember();
    const other = await socialBrowser(member);
    const answers = await Promise.all([
      change(member.signup.cookie, { newPassword: START }),
      change(other.cookie, { newPassword: NEXT }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, expect.any(Number)]);
    const [won, lost] = answers[0]?.status === 200 ? [START, answers[1]] : [NEXT, answers[0]];
    expect(lost?.status).not.toBe(200);
    // Refused as a set that came too late (409) or, if the other was already stored, as a change
    // without the current password (400).
    expect([MY_PASSWORD_ERROR_CODES.alreadySet, 'VALIDATION_ERROR']).toContain(lost?.body.code);
    expect((await signIn(api, { loginId: member.loginId, password: won })).status).toBe(200);
  });

  test('wrong current passwords lock the account as failed sign-ins do, even for the right one', async () => {
    const { loginId } = await memberWith(START);
    const here = await browserOf(loginId);
    for (let i = 0; i < THROTTLE_LIMITS.account.failures; i += 1) {
      expect((await change(here.cookie, { currentPassword: `wrong${i}1!`, newPassword: NEXT })).status).toBe(400);
    }
    const locked = await change(here.cookie, { currentPassword: START, newPassword: NEXT });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(AUTH_MESSAGES.tooManyAttempts);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('visitors are refused with 401', async () => {
    const refused = await api.call('PUT', '/api/my/password', { body: { currentPassword: START, newPassword: NEXT } });
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(AUTH_MESSAGES.invalidToken);
  });
});
