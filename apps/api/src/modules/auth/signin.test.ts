import { and, eq } from 'drizzle-orm';
import { AUTH_MESSAGES, SANCTION_MESSAGES } from '@onair/contracts';
import { DEMO_ACCOUNTS, members } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { hashPassword } from '../../platform/passwords/passwords';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { signIn } from './testing/session-helpers';

describe.each(testDatabaseTargets('pglite'))('signin on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target, { hashDemoPasswords: hashPassword });
  });
  afterAll(() => api.close());

  test('the right password signs in, answers the profile and records the login', async () => {
    const { status, body } = await signIn(api);
    expect(status).toBe(200);
    expect(body).toEqual({
      msg: 'ok',
      profile: expect.objectContaining({
        loginId: DEMO_ACCOUNTS.viewer.loginId,
        nickname: DEMO_ACCOUNTS.viewer.nickname,
        userType: 'V',
        brand: 'onair',
      }),
    });
    const [row] = await api.database.db
      .select({ at: members.lastLoginAt })
      .from(members)
      .where(and(eq(members.brand, 'onair'), eq(members.loginId, DEMO_ACCOUNTS.viewer.loginId)));
    expect(row?.at).toBeInstanceOf(Date);
  });

  test('a streamer sees their channel in the profile', async () => {
    const { body } = await signIn(api, { loginId: DEMO_ACCOUNTS.streamer.loginId });
    expect(body.profile.channelId).toEqual(expect.any(Number));
  });

  test('unknown ID and wrong password give the same 401 with the SPEC message', async () => {
    for (const attempt of [{ loginId: 'nobodyhere1' }, { password: 'wrong1234!' }]) {
      const { status, body } = await signIn(api, attempt);
      expect(status).toBe(401);
      expect(body.message).toBe(AUTH_MESSAGES.invalidCredentials);
    }
  });

  test('a withdrawn member cannot sign in: 401, as if the ID did not exist', async () => {
    await api.database.db.update(members).set({ withdrawnAt: new Date() }).where(eq(members.loginId, 'demobj04'));
    const { status, body } = await signIn(api, { loginId: 'demobj04' });
    expect(status).toBe(401);
    expect(body.message).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  test('a permanently blocked member with the right password gets 423 saying so, with a wrong one 401', async () => {
    await api.database.db
      .update(members)
      .set({ blocked: true, blockedUntil: null })
      .where(eq(members.loginId, 'demobj03'));
    const right = await signIn(api, { loginId: 'demobj03' });
    expect(right.status).toBe(423);
    expect(right.body).toMatchObject({
      code: 'BLOCKED',
      key: 'sanction.blockedPermanently',
      message: SANCTION_MESSAGES.blockedPermanently,
    });
    expect(right.setCookies).toEqual([]);
    expect((await signIn(api, { loginId: 'demobj03', password: 'wrong1234!' })).status).toBe(401);
  });

  test('a member blocked for some days is told the end in Korean time; once it passes they sign in', async () => {
    const until = new Date('2099-03-01T03:30:00.000Z');
    await api.database.db
      .update(members)
      .set({ blocked: true, blockedUntil: until })
      .where(eq(members.loginId, 'demobj02'));
    const right = await signIn(api, { loginId: 'demobj02' });
    expect(right.status).toBe(423);
    expect(right.body).toMatchObject({
      code: 'BLOCKED',
      key: 'sanction.blockedUntil',
      params: { until: '2099-03-01 12:30' },
      message: '운영정책 위반으로 2099-03-01 12:30까지 이용이 제한된 계정입니다.',
    });
    expect(right.setCookies).toEqual([]);

    await api.database.db
      .update(members)
      .set({ blockedUntil: new Date(Date.now() - 60_000) })
      .where(eq(members.loginId, 'demobj02'));
    expect((await signIn(api, { loginId: 'demobj02' })).status).toBe(200);
  });

  test('an empty password is a 400 naming the field', async () => {
    const { status, body } = await signIn(api, { password: '' });
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ field: 'password', message: 'Please check password' });
  });
});
