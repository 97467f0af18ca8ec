import { VALIDATION_MESSAGES } from '@onair/contracts';
import { spentCaptchas } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { CAPTCHA_ALGORITHM } from './captcha';
import { solveCaptcha } from './solve-captcha';
import { freshKoreanPhone, sendPhoneCode, startVerificationWorld, type VerificationWorld } from './testing/verification-harness';

describe.each(testDatabaseTargets('pglite'))('captcha on $name', (target) => {
  let world: VerificationWorld;
  beforeAll(async () => {
    world = await startVerificationWorld(target);
  });
  afterAll(() => world.close());

  const refusedForCaptcha = (result: { status: number; body: unknown }) => {
    expect(result).toMatchObject({ status: 400, body: { statusCode: 400, code: 'CAPTCHA_INCOMPLETE', message: VALIDATION_MESSAGES.captchaIncomplete } });
  };

  test('GET /api/auth/captcha answers a signed ALTCHA challenge that expires in 10 minutes, never cached', async () => {
    const response = await world.api.call('GET', '/api/auth/captcha');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { parameters, signature } = response.body;
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters).toMatchObject({ algorithm: CAPTCHA_ALGORITHM.algorithm, cost: CAPTCHA_ALGORITHM.cost, keyLength: 32 });
    expect(parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = parameters.expiresAt - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(590);
    expect(lifetime).toBeLessThanOrEqual(600);
  });

  test('a challenge takes real work, but well under a second', async () => {
    const { body: challenge } = await world.api.call('GET', '/api/auth/captcha');
    const started = performance.now();
    await solveCaptcha(challenge);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  test.each([
    ['a missing captcha', {}],
    ['an empty captcha', { captchaToken: '' }],
  ])('%s is refused naming captchaToken', async (_name, captcha) => {
    const result = await world.api.call('POST', '/v2/api/auth/signup/send-phone-verification', { body: { countryCode: '82', phone: freshKoreanPhone(), ...captcha } });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: `captchaToken: ${VALIDATION_MESSAGES.captchaIncomplete}`,
      key: 'validation.captchaIncomplete',
      errors: [{ field: 'captchaToken', in: 'body', message: VALIDATION_MESSAGES.captchaIncomplete, key: 'validation.captchaIncomplete' }],
    });
  });

  test('a captcha that is not an ALTCHA payload is refused', async () => {
    refusedForCaptcha(await sendPhoneCode(world.api, freshKoreanPhone(), { captchaToken: 'bm90IGEgcGF5bG9hZA==' }));
  });

  test('a wrong solution, a forged challenge and an expired challenge are refused', async () => {
    const { body: challenge } = await world.api.call('GET', '/api/auth/captcha');
    const payload = JSON.parse(Buffer.from(await solveCaptcha(challenge), 'base64').toString());
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

    // With a signed key the derived key is the proof (the counter is not checked again).
    const otherKey = payload.solution.derivedKey.replace(/^./, (digit: string) => (digit === '0' ? '1' : '0'));
    const wrongSolution = { ...payload, solution: { ...payload.solution, derivedKey: otherKey } };
    refusedForCaptcha(await sendPhoneCode(world.api, freshKoreanPhone(), { captchaToken: encode(wrongSolution) }));
    const cheaper = { ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 1 } } };
    refusedForCaptcha(await sendPhoneCode(world.api, freshKoreanPhone(), { captchaToken: encode(cheaper) }));
    const expired = { ...payload, challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, expiresAt: 1 } } };
    refusedForCaptcha(await sendPhoneCode(world.api, freshKoreanPhone(), { captchaToken: encode(expired) }));
    // None of those spent the real solution.
    expect((await sendPhoneCode(world.api, freshKoreanPhone(), { captchaToken: encode(payload) })).status).toBe(200);
  });

  test('a solved challenge works once: replaying it is refused', async () => {
    const { body: challenge } = await world.api.call('GET', '/api/auth/captcha');
    const captchaToken = await solveCaptcha(challenge);
    expect((await sendPhoneCode(world.api, freshKoreanPhone(), { captchaToken })).status).toBe(200);
    refusedForCaptcha(await sendPhoneCode(world.api, freshKoreanPhone(), { captchaToken }));
    const spent = await world.api.database.db.select().from(spentCaptchas);
    expect(spent.map((row) => row.signature)).toContain(challenge.signature);
    expect(spent.find((row) => row.signature === challenge.signature)?.expiresAt.getTime()).toBe(challenge.parameters.expiresAt * 1000);
  });
});
