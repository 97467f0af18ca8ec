import { randomBytes } from 'node:crypto';
import { AUTH_MESSAGES, MY_PASSWORD_MESSAGES, VALIDATION_MESSAGES } from '@onair/contracts';
import { members } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { accessTokens } from '../auth/access-tokens';
import { THROTTLE_LIMITS } from '../auth/signin-throttle';
import { cookieHeader, refreshTokenOf, refreshWith, signIn } from '../auth/testing/session-helpers';
import { hashPassword } from '../passwords';
import { startTestApi, type TestApi } from '../testing/test-api';

const START = 'start12!';
const NEXT = 'next123!';

describe.each(testDatabaseTargets())('password change on my page on $name', (target) => {
  let api: TestApi;
  let serial = 0;
  beforeAll(async () => {
    api = await startTestApi(target);
  });
  afterAll(() => api.close());

  /** A member of onair with the given password (null: signed up through social login only). */
  async function memberWith(password: string | null, foreigner = false) {
    serial += 1;
    const loginId = `pw${randomBytes(3).toString('hex')}${serial}`.slice(0, 15);
    const [row] = await api.database.db
      .insert(members)
      .values({
        loginId,
        nickname: `p${randomBytes(3).toString('hex')}${serial}`.slice(0, 10),
        brand: 'onair',
        foreigner,
        passwordHash: password === null ? null : await hashPassword(password),
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

  test('a social-only member has no password to change: 409, and the profile says so', async () => {
    const { loginId, memberId } = await memberWith(null);
    const token = await accessTokens(api.settings.tokenSecret).sign({
      memberId,
      loginId,
      userType: 'V',
      brand: 'onair',
    });
    const headers = { authorization: `Bearer ${token}` };
    const refused = await api.call('PUT', '/api/my/password', {
      body: { currentPassword: START, newPassword: NEXT },
      headers,
    });
    expectRefusal(refused, 409, 'currentPassword', MY_PASSWORD_MESSAGES.noPassword);
    expect(refused.body.code).toBe('NO_PASSWORD');
    expect((await api.call('GET', '/api/my/profile', { headers })).body.hasPassword).toBe(false);
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
