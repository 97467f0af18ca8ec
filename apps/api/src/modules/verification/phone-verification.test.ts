import { and, eq } from 'drizzle-orm';
import { PHONE_MESSAGES } from '@onair/contracts';
import { phoneVerifications } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { startTestApi } from '../../testing/test-api';
import { sha256Hex } from '../../platform/secrets';
import { SMS_PER_IP_PER_HOUR } from './sms-ip-limit';
import { freshIp, freshKoreanPhone, latestCode, outbox, sendPhoneCode, startVerificationWorld, wrongCode, type VerificationWorld } from './testing/verification-harness';

describe.each(testDatabaseTargets('pglite'))('phone verification on $name', (target) => {
  let world: VerificationWorld;
  beforeAll(async () => {
    world = await startVerificationWorld(target);
  });
  afterAll(() => world.close());

  const verify = (phone: string, code: string, countryCode?: string) =>
    world.api.call('POST', '/api/auth/signup/verify-phone', { body: { phone, code, ...(countryCode ? { countryCode } : {}) } });
  const rowsFor = (phone: string) => world.api.database.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, phone));

  test('a code goes out by SMS in the brand’s name, stored only as a hash, valid 3 minutes', async () => {
    const phone = freshKoreanPhone();
    const sent = await sendPhoneCode(world.api, phone);
    expect(sent).toMatchObject({ status: 200, body: { msg: '인증번호가 발송 되었습니다.', resendAfterSeconds: 60, expiresInSeconds: 180 } });
    expect(sent.body.msg).toBe(PHONE_MESSAGES.sent);
    const [text] = await outbox(world.sandboxUrl, phone);
    expect(text).toMatch(/^\[온에어\] 인증번호 \[\d{6}\]을 입력해주세요\.$/);
    const [row] = await rowsFor(phone);
    const code = await latestCode(world.sandboxUrl, phone);
    expect(row).toMatchObject({ countryCode: '82', purpose: 'signup', codeHash: sha256Hex(code), attempts: 0, verifiedAt: null, tokenHash: null });
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(180_000);
  });

  test('outside Korea the text goes to +{dial code}{number without its leading 0}', async () => {
    const national = `90${String(Date.now()).slice(-8)}`;
    expect((await sendPhoneCode(world.api, `0${national}`, { countryCode: '81' })).status).toBe(200);
    expect(await outbox(world.sandboxUrl, `+81${national}`)).toHaveLength(1);
    const code = await latestCode(world.sandboxUrl, `+81${national}`);
    // The same phone written without its leading 0 is the same phone.
    expect((await verify(national, code, '81')).status).toBe(200);
  });

  test('the right code answers the SPEC message and a proof token stored as its SHA-256', async () => {
    const phone = freshKoreanPhone();
    await sendPhoneCode(world.api, phone);
    const result = await verify(phone, await latestCode(world.sandboxUrl, phone));
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ msg: '인증이 완료되었습니다.', token: expect.stringMatching(/^[\w-]{43}$/) });
    expect(result.body.msg).toBe(PHONE_MESSAGES.verified);
    const [row] = await rowsFor(phone);
    expect(row).toMatchObject({ tokenHash: sha256Hex(result.body.token), tokenUsedAt: null });
    expect(row?.verifiedAt).toBeInstanceOf(Date);
    // Spent: the same code again is no good.
    expect((await verify(phone, await latestCode(world.sandboxUrl, phone))).body.message).toBe(PHONE_MESSAGES.codeExpired);
  });

  test('asking again within 60 s is refused with Retry-After; after 60 s a new code goes out', async () => {
    const phone = freshKoreanPhone();
    expect((await sendPhoneCode(world.api, phone)).status).toBe(200);
    const again = await sendPhoneCode(world.api, phone);
    expect(again.status).toBe(429);
    expect(again.body).toEqual({ statusCode: 429, code: 'RESEND_LOCKED', message: '잠시 후 다시 시도해주세요.', key: 'phone.resendLocked' });
    expect(again.body.message).toBe(PHONE_MESSAGES.resendLocked);
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(55);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await outbox(world.sandboxUrl, phone)).toHaveLength(1);
    // Another purpose for the same phone has a lock of its own.
    expect((await sendPhoneCode(world.api, phone, { purpose: 'find-id' })).status).toBe(200);

    await world.api.database.db
      .update(phoneVerifications)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(and(eq(phoneVerifications.phone, phone), eq(phoneVerifications.purpose, 'signup')));
    expect((await sendPhoneCode(world.api, phone)).status).toBe(200);
    expect(await outbox(world.sandboxUrl, phone)).toHaveLength(3);
  });

  test('only the latest code counts', async () => {
    const phone = freshKoreanPhone();
    await sendPhoneCode(world.api, phone);
    const first = await latestCode(world.sandboxUrl, phone);
    await world.api.database.db.update(phoneVerifications).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(phoneVerifications.phone, phone));
    await sendPhoneCode(world.api, phone);
    const second = await latestCode(world.sandboxUrl, phone);
    if (first !== second) expect((await verify(phone, first)).body.message).toBe(PHONE_MESSAGES.codeMismatch);
    expect((await verify(phone, second)).status).toBe(200);
  });

  test('a wrong code answers codeMismatch and counts; the fifth wrong one kills the code', async () => {
    const phone = freshKoreanPhone();
    await sendPhoneCode(world.api, phone);
    const code = await latestCode(world.sandboxUrl, phone);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await verify(phone, wrongCode(code));
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ statusCode: 400, code: 'CODE_MISMATCH', message: '인증번호가 일치하지 않습니다.', key: 'phone.codeMismatch' });
      expect((await rowsFor(phone))[0]?.attempts).toBe(attempt);
    }
    const fifth = await verify(phone, wrongCode(code));
    expect(fifth.status).toBe(429);
    expect(fifth.body).toEqual({ statusCode: 429, code: 'CODE_ATTEMPTS_EXCEEDED', message: '인증 시도 횟수를 초과했습니다. 인증번호를 다시 받아주세요.', key: 'phone.tooManyAttempts' });
    expect(fifth.body.message).toBe(PHONE_MESSAGES.tooManyAttempts);
    // Dead: even the right code is refused now.
    const right = await verify(phone, code);
    expect(right.status).toBe(429);
    expect(right.body.message).toBe(PHONE_MESSAGES.tooManyAttempts);
  });

  test('an expired code answers codeExpired', async () => {
    const phone = freshKoreanPhone();
    await sendPhoneCode(world.api, phone);
    await world.api.database.db.update(phoneVerifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(phoneVerifications.phone, phone));
    const result = await verify(phone, await latestCode(world.sandboxUrl, phone));
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ statusCode: 400, code: 'CODE_EXPIRED', message: '인증번호가 만료되었습니다. 인증번호를 다시 받아주세요.', key: 'phone.codeExpired' });
    expect(result.body.message).toBe(PHONE_MESSAGES.codeExpired);
  });

  test('a phone no code went to answers codeExpired', async () => {
    expect((await verify(freshKoreanPhone(), '123456')).body.message).toBe(PHONE_MESSAGES.codeExpired);
  });

  test('a code that is not 6 digits is a 400 naming code', async () => {
    const result = await verify(freshKoreanPhone(), '12ab');
    expect(result.status).toBe(400);
    expect(result.body.errors).toEqual([{ field: 'code', in: 'body', message: '인증번호 6자리를 입력해주세요.', key: 'phone.codeFormat' }]);
  });

  test(`one address may have ${SMS_PER_IP_PER_HOUR} texts sent an hour`, async () => {
    const ip = freshIp();
    for (let sent = 0; sent < SMS_PER_IP_PER_HOUR; sent += 1) expect((await sendPhoneCode(world.api, freshKoreanPhone(), { ip })).status).toBe(200);
    const phone = freshKoreanPhone();
    const over = await sendPhoneCode(world.api, phone, { ip });
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ statusCode: 429, code: 'SMS_HOURLY_LIMIT', message: PHONE_MESSAGES.hourlyLimit, key: 'phone.hourlyLimit' });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await outbox(world.sandboxUrl, phone)).toEqual([]);
    expect((await sendPhoneCode(world.api, phone, { ip: freshIp() })).status).toBe(200);
  });

  test('when the SMS provider is down: 502 with a Korean message, and no resend lock left behind', async () => {
    const down = await startTestApi(target, { settings: { smsApiUrl: 'http://127.0.0.1:9', identityApiUrl: world.sandboxUrl } });
    try {
      const phone = freshKoreanPhone();
      const failed = await sendPhoneCode(down, phone);
      expect(failed.status).toBe(502);
      expect(failed.body).toEqual({ statusCode: 502, code: 'SMS_SEND_FAILED', message: '인증번호를 보내지 못했습니다. 잠시 후 다시 시도해주세요.', key: 'phone.sendFailed' });
      expect(failed.body.message).toBe(PHONE_MESSAGES.sendFailed);
      expect(await down.database.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, phone))).toEqual([]);
      // Not locked: asking again at once reaches the provider again (and fails the same way, not with 429).
      expect((await sendPhoneCode(down, phone)).status).toBe(502);
    } finally {
      await down.close();
    }
  });
});
