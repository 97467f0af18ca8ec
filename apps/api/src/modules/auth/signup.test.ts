import { eq } from 'drizzle-orm';
import { COOKIE_NAMES, VALIDATION_MESSAGES as M } from '@onair/contracts';
import { DEMO_ACCOUNTS, members, partners } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { solveCaptcha, solvedCaptchaToken } from '../verification/index';
import { cookiesOf, freshIdentity, randomIp } from './testing/session-helpers';

const agreements = { terms: true, privacy: true, marketing: false };

describe.each(testDatabaseTargets('pglite'))('domestic signup on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
    await api.database.db.insert(partners).values([
      { code: 'goodpartner', name: 'Good', appKey: 'app-good', pinKeyHash: 'x'.repeat(64) },
      { code: 'oldpartner', name: 'Old', appKey: 'app-old', pinKeyHash: 'x'.repeat(64), active: false },
    ]);
  });
  afterAll(() => api.close());

  // Each signup from an address of its own (one address may sign up only a few times an hour,
  // docs/permissions.md), with a captcha solved as the browser widget solves it.
  const signup = async (fields: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    api.call('POST', '/api/auth/signup', {
      body: { ...freshIdentity(), password: 'mint7788!', agreements, captchaToken: await solvedCaptchaToken(api.url), ...fields },
      headers: { 'x-forwarded-for': randomIp(), ...headers },
    });

  const storedMember = async (loginId: string) => (await api.database.db.select().from(members).where(eq(members.loginId, loginId)))[0];

  test('a new member is created, signed in (session cookies) and answered 201 with the profile', async () => {
    const identity = freshIdentity();
    const { status, body, setCookies } = await signup(identity);
    expect(status).toBe(201);
    expect(body).toEqual({ msg: 'ok', profile: expect.objectContaining({ ...identity, channelId: null, userType: 'V', brand: 'onair' }) });
    const cookies = cookiesOf({ setCookies } as never);
    expect(cookies[COOKIE_NAMES.refreshToken]?.attributes['max-age']).toBeUndefined();
    const row = await storedMember(identity.loginId);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.termsAgreedAt).toBeInstanceOf(Date);
  });

  test('a taken login ID is a 409 with the SPEC message', async () => {
    const { status, body } = await signup({ loginId: DEMO_ACCOUNTS.viewer.loginId });
    expect(status).toBe(409);
    expect(body.message).toBe(M.loginIdTaken);
    expect(body.errors[0]).toMatchObject({ field: 'loginId' });
  });

  test('a taken nickname is a 409 in any case', async () => {
    const taken = freshIdentity();
    expect((await signup({ nickname: `${taken.nickname}A` })).status).toBe(201);
    const { status, body } = await signup({ nickname: `${taken.nickname}a` });
    expect(status).toBe(409);
    expect(body.message).toBe(M.nicknameTaken);
  });

  test('an unknown recommender is a 400; a member is credited', async () => {
    const unknown = await signup({ recommendId: 'nobody0001' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(M.recommenderNotFound);
    const identity = freshIdentity();
    expect((await signup({ ...identity, recommendId: DEMO_ACCOUNTS.streamer.loginId })).status).toBe(201);
    expect((await storedMember(identity.loginId))?.recommendId).toBe(DEMO_ACCOUNTS.streamer.loginId);
  });

  test('a common password is refused whatever its case', async () => {
    for (const password of ['qwer1234!', 'P@ssw0rd', 'Password1!']) {
      const { status, body } = await signup({ password });
      expect(status).toBe(400);
      expect(body.message).toBe(M.passwordCommon);
    }
  });

  test('password and terms rules give their SPEC messages', async () => {
    const weak = await signup({ password: 'abcdefgh' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors[0]).toMatchObject({ field: 'password', message: M.password });
    const noTerms = await signup({ agreements: { ...agreements, privacy: false } });
    expect(noTerms.status).toBe(400);
    expect(noTerms.body.errors[0].message).toBe(M.termsRequired);
  });

  test("SPEC section 3's payload, as a sister product sends it for a domestic member, signs up without any kind flag", async () => {
    const identity = freshIdentity();
    const specPayload = {
      ...identity,
      name: '',
      password: 'mint7788!',
      pcode: '',
      recommendId: '',
      device: 'MOBILEWEB',
      phone: '',
      countryCode: '82',
      adultValue: false,
      phoneVerificationToken: '',
      gender: '',
      birthday: '',
      aspCode: 'asp-001',
      userkey: 'user-key-1',
    };
    const { status, body } = await signup(specPayload);
    expect(status).toBe(201);
    expect(body.profile).toMatchObject({ ...identity, profile: { foreigner: false } });
    expect(await storedMember(identity.loginId)).toMatchObject({ name: null, countryCode: null, phone: null, recommendId: null });
  });

  test('a domestic signup holds the password to 15 characters and still needs the terms', async () => {
    const long = await signup({ password: 'mint7788!mint7788' });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([{ field: 'password', in: 'body', message: M.password, key: 'validation.password' }]);
    const { status, body } = await signup({ agreements: { ...agreements, terms: false } });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ field: 'agreements.terms', in: 'body', message: M.termsRequired, key: 'validation.termsRequired' }]);
  });

  test('a domestic payload with a foreign field is judged foreign: each missing foreign field is named', async () => {
    const identity = freshIdentity();
    const halfForeign = await signup({ ...identity, name: 'Jane Doe', countryCode: '82' });
    expect(halfForeign.status).toBe(400);
    expect(halfForeign.body.errors).toEqual([
      { field: 'birthday', in: 'body', message: M.birthday, key: 'validation.birthday' },
      { field: 'gender', in: 'body', message: M.gender, key: 'validation.gender' },
      { field: 'phone', in: 'body', message: M.phoneRequired, key: 'validation.phoneRequired' },
      { field: 'phoneVerificationToken', in: 'body', message: M.phoneNotVerified, key: 'validation.phoneNotVerified' },
    ]);
    // A dial code other than Korea's is foreign on its own.
    const abroad = await signup({ ...identity, countryCode: '1' });
    expect(abroad.body.errors.map((error: { field: string }) => error.field)).toEqual(['name', 'birthday', 'gender', 'phone', 'phoneVerificationToken']);
    // The old flag is no longer read: it neither makes a signup foreign nor skips the captcha.
    const flagged = await signup({ ...identity, foreigner: true, captchaToken: '' });
    expect(flagged.body.errors).toEqual([{ field: 'captchaToken', in: 'body', message: M.captchaIncomplete, key: 'validation.captchaIncomplete' }]);
    expect(await storedMember(identity.loginId)).toBeUndefined();
  });

  test('an active partner code is kept, from the body or the partner cookie; others are dropped', async () => {
    const cases = [
      [{ pcode: 'goodpartner' }, {}, 'goodpartner'],
      [{}, { cookie: `${COOKIE_NAMES.partnerCode}=goodpartner` }, 'goodpartner'],
      [{ pcode: 'oldpartner' }, {}, null],
      [{ pcode: 'nosuchpartner' }, {}, null],
    ] as const;
    for (const [fields, headers, credited] of cases) {
      const identity = freshIdentity();
      expect((await signup({ ...identity, ...fields }, headers)).status).toBe(201);
      expect((await storedMember(identity.loginId))?.partnerCode).toBe(credited);
    }
  });

  describe('the captcha', () => {
    const captchaRefusal = { statusCode: 400, code: 'CAPTCHA_INCOMPLETE', message: M.captchaIncomplete, key: 'validation.captchaIncomplete' };

    test('a signup without a solved captcha is refused with the SPEC message and creates no one', async () => {
      const identity = freshIdentity();
      const missing = await api.call('POST', '/api/auth/signup', {
        body: { ...identity, password: 'mint7788!', agreements },
        headers: { 'x-forwarded-for': randomIp() },
      });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual([{ field: 'captchaToken', in: 'body', message: M.captchaIncomplete, key: 'validation.captchaIncomplete' }]);
      expect((await signup({ ...identity, captchaToken: '' })).body.errors).toEqual([{ field: 'captchaToken', in: 'body', message: M.captchaIncomplete, key: 'validation.captchaIncomplete' }]);
      for (const captchaToken of ['not-a-payload', Buffer.from('{"challenge":{},"solution":{}}').toString('base64')]) {
        expect((await signup({ ...identity, captchaToken })).body).toEqual(captchaRefusal);
      }
      expect(await storedMember(identity.loginId)).toBeUndefined();
    });

    test('a wrong solution or a cheapened challenge is refused', async () => {
      const challenge = (await api.get('/api/auth/captcha')).body;
      const solved = JSON.parse(Buffer.from(await solveCaptcha(challenge), 'base64').toString());
      const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
      const otherKey = solved.solution.derivedKey.replace(/^./, (digit: string) => (digit === '0' ? '1' : '0'));
      expect((await signup({ captchaToken: encode({ ...solved, solution: { ...solved.solution, derivedKey: otherKey } }) })).body).toEqual(captchaRefusal);
      const cheaper = { ...solved, challenge: { ...solved.challenge, parameters: { ...solved.challenge.parameters, cost: 1 } } };
      expect((await signup({ captchaToken: encode(cheaper) })).body).toEqual(captchaRefusal);
      // None of those spent the real solution.
      expect((await signup({ captchaToken: encode(solved) })).status).toBe(201);
    });

    test('a solved captcha signs up once; replayed for another signup it is refused', async () => {
      const captchaToken = await solvedCaptchaToken(api.url);
      expect((await signup({ captchaToken })).status).toBe(201);
      const replay = freshIdentity();
      expect((await signup({ ...replay, captchaToken })).body).toEqual(captchaRefusal);
      expect(await storedMember(replay.loginId)).toBeUndefined();
    });
  });
});
