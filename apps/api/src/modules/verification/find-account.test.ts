import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, PHONE_MESSAGES, VALIDATION_MESSAGES } from '@onair/contracts';
import { DEMO_ACCOUNTS, members, phoneVerifications } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { freshIdentity, refreshTokenOf, refreshWith, signIn } from '../auth/testing/session-helpers';
import { hashPassword } from '../../platform/passwords/passwords';
import { maskLoginId } from './phone-number';
import { freshKoreanPhone, freshUsPhone, latestCode, outbox, startVerificationWorld, verifiedPhoneToken, wrongCode, type VerificationWorld } from './testing/verification-harness';

const agreements = { terms: true, privacy: true, marketing: false };

describe.each(testDatabaseTargets('pglite'))('find ID and password on $name', (target) => {
  let world: VerificationWorld;
  beforeAll(async () => {
    world = await startVerificationWorld(target, { hashDemoPasswords: hashPassword });
  });
  afterAll(() => world.close());

  /** A foreign member, signed up through the API with a phone verified through the API. */
  async function foreignMember(phone = freshUsPhone(), password = 'Globe-traveller-24') {
    const identity = freshIdentity();
    const phoneVerificationToken = await verifiedPhoneToken(world, phone, { countryCode: '1' });
    const signup = await world.api.call('POST', '/api/auth/signup', {
      body: { ...identity, password, name: 'Jane Doe', birthday: '1990-04-01', gender: 'F', countryCode: '1', phone, phoneVerificationToken, agreements },
    });
    if (signup.status !== 201) throw new Error(`signup answered ${signup.status}: ${JSON.stringify(signup.body)}`);
    return { ...identity, phone, password, signup };
  }

  test('find: an ID answers ok and where a reset code would go, masked; an unknown ID notfound', async () => {
    const phone = freshKoreanPhone();
    await world.api.database.db.update(members).set({ phone, countryCode: '82' }).where(eq(members.loginId, DEMO_ACCOUNTS.streamer.loginId));
    const korean = await world.api.call('GET', `/api/auth/signin/find?loginId=${DEMO_ACCOUNTS.streamer.loginId}&type=password`);
    expect(korean).toMatchObject({ status: 200, body: { msg: 'ok', maskedPhone: `010-****-${phone.slice(-4)}` } });

    const member = await foreignMember();
    expect((await world.api.call('GET', `/api/auth/signin/find?loginId=${member.loginId}&type=id`)).body).toEqual({ msg: 'ok', maskedPhone: `+1 ******${member.phone.slice(-4)}` });
    expect((await world.api.call('GET', `/api/auth/signin/find?loginId=${DEMO_ACCOUNTS.viewer.loginId}&type=id`)).body).toEqual({ msg: 'ok', maskedPhone: null });
    expect((await world.api.call('GET', '/api/auth/signin/find?loginId=nobody0000&type=id')).body).toEqual({ msg: 'notfound', maskedPhone: null });
  });

  test('find ID: a verified phone shows the IDs on it, masked, once', async () => {
    const phone = freshUsPhone();
    const first = await foreignMember(phone);
    // Another member typed the same phone with a leading 0: still the same phone.
    const second = freshIdentity();
    await world.api.database.db.insert(members).values({ ...second, countryCode: '1', phone: `0${phone}`, foreigner: true });

    const token = await verifiedPhoneToken(world, phone, { countryCode: '1', purpose: 'find-id' });
    const found = await world.api.call('POST', '/api/auth/signin/find-id/confirm', { body: { phoneVerificationToken: token } });
    expect(found).toMatchObject({ status: 200, body: { loginIds: [maskLoginId(first.loginId), maskLoginId(second.loginId)] } });
    expect(found.body.loginIds[0]).toBe(`${first.loginId.slice(0, 2)}****${first.loginId.slice(-2)}`);

    const again = await world.api.call('POST', '/api/auth/signin/find-id/confirm', { body: { phoneVerificationToken: token } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ statusCode: 400, code: 'PROOF_INVALID', message: PHONE_MESSAGES.proofInvalid, key: 'phone.proofInvalid' });
  });

  test('find ID: a signup proof, an old proof or a made-up token shows nothing', async () => {
    const phone = freshKoreanPhone();
    const signupProof = await verifiedPhoneToken(world, phone, { purpose: 'signup' });
    expect((await world.api.call('POST', '/api/auth/signin/find-id/confirm', { body: { phoneVerificationToken: signupProof } })).body.message).toBe(PHONE_MESSAGES.proofInvalid);
    const old = await verifiedPhoneToken(world, phone, { purpose: 'find-id' });
    await world.api.database.db.update(phoneVerifications).set({ verifiedAt: new Date(Date.now() - 31 * 60_000) }).where(eq(phoneVerifications.phone, phone));
    expect((await world.api.call('POST', '/api/auth/signin/find-id/confirm', { body: { phoneVerificationToken: old } })).body.message).toBe(PHONE_MESSAGES.proofInvalid);
    expect((await world.api.call('POST', '/api/auth/signin/find-id/confirm', { body: { phoneVerificationToken: 'made-up' } })).status).toBe(400);
  });

  test('find ID: a proof of a phone no member has shows an empty list', async () => {
    const token = await verifiedPhoneToken(world, freshKoreanPhone(), { purpose: 'find-id' });
    expect((await world.api.call('POST', '/api/auth/signin/find-id/confirm', { body: { phoneVerificationToken: token } })).body).toEqual({ loginIds: [] });
  });

  test('password reset, end to end: code by SMS, token, new password; old password and old sessions end', async () => {
    const member = await foreignMember();
    const signedIn = await signIn(world.api, { loginId: member.loginId, password: member.password });
    expect(signedIn.status).toBe(200);

    expect(await world.api.call('POST', '/api/oauth/generate', { body: { userId: member.loginId } })).toMatchObject({ status: 200, body: { msg: 'ok' } });
    const to = `+1${member.phone}`;
    expect((await outbox(world.sandboxUrl, to))[0]).toMatch(/^\[온에어\] 비밀번호 재설정 인증번호 \[\d{6}\]을 입력해주세요\.$/);
    const locked = await world.api.call('POST', '/api/oauth/generate', { body: { userId: member.loginId } });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(PHONE_MESSAGES.resendLocked);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);

    const code = await latestCode(world.sandboxUrl, to);
    const wrong = await world.api.call('POST', '/api/auth/signin/find-password/confirm', { body: { loginId: member.loginId, code: wrongCode(code) } });
    expect(wrong).toMatchObject({ status: 400, body: { message: PHONE_MESSAGES.codeMismatch } });
    // The reset code is not a phone proof for signup or find-id.
    expect((await world.api.call('POST', '/api/auth/signup/verify-phone', { body: { countryCode: '1', phone: member.phone, code } })).status).toBe(400);
    const confirmed = await world.api.call('POST', '/api/auth/signin/find-password/confirm', { body: { loginId: member.loginId, code } });
    expect(confirmed.status).toBe(200);
    const { authToken } = confirmed.body;
    expect(authToken).toMatch(/^[\w-]{43}$/);

    const common = await world.api.call('PUT', '/api/oauth/password', { body: { loginId: member.loginId, authToken, password: 'P@ssw0rd1' } });
    expect(common.status).toBe(400);
    expect(common.body.message).toBe(VALIDATION_MESSAGES.passwordCommon);
    expect(common.body.errors).toEqual([{ field: 'password', in: 'body', message: VALIDATION_MESSAGES.passwordCommon, key: 'validation.passwordCommon' }]);

    const newPassword = 'Fresh#Start2024';
    expect(await world.api.call('PUT', '/api/oauth/password', { body: { loginId: member.loginId, authToken, password: newPassword } })).toMatchObject({ status: 200, body: { msg: 'ok' } });
    const reused = await world.api.call('PUT', '/api/oauth/password', { body: { loginId: member.loginId, authToken, password: 'Other#Pass2024' } });
    expect(reused).toMatchObject({ status: 400, body: { message: PHONE_MESSAGES.proofInvalid } });

    const oldPassword = await signIn(world.api, { loginId: member.loginId, password: member.password });
    expect(oldPassword).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.invalidCredentials } });
    expect((await signIn(world.api, { loginId: member.loginId, password: newPassword })).status).toBe(200);
    // Every session that existed before the reset is over.
    expect((await refreshWith(world.api, refreshTokenOf(signedIn))).body.msg).toBe('ERROR');
  });

  test('password reset: the token works only for its own member', async () => {
    const owner = await foreignMember();
    const other = await foreignMember();
    await world.api.call('POST', '/api/oauth/generate', { body: { userId: owner.loginId } });
    const code = await latestCode(world.sandboxUrl, `+1${owner.phone}`);
    expect((await world.api.call('POST', '/api/auth/signin/find-password/confirm', { body: { loginId: other.loginId, code } })).body.message).toBe(PHONE_MESSAGES.codeExpired);
    const { authToken } = (await world.api.call('POST', '/api/auth/signin/find-password/confirm', { body: { loginId: owner.loginId, code } })).body;
    const stolen = await world.api.call('PUT', '/api/oauth/password', { body: { loginId: other.loginId, authToken, password: 'Fresh#Start2024' } });
    expect(stolen).toMatchObject({ status: 400, body: { message: PHONE_MESSAGES.proofInvalid } });
  });

  test('password reset: five wrong codes kill the code; an expired code is refused', async () => {
    const member = await foreignMember();
    await world.api.call('POST', '/api/oauth/generate', { body: { userId: member.loginId } });
    const code = await latestCode(world.sandboxUrl, `+1${member.phone}`);
    const confirm = (attempt: string) => world.api.call('POST', '/api/auth/signin/find-password/confirm', { body: { loginId: member.loginId, code: attempt } });
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await confirm(wrongCode(code))).body.message).toBe(PHONE_MESSAGES.codeMismatch);
    expect(await confirm(wrongCode(code))).toMatchObject({ status: 429, body: { message: PHONE_MESSAGES.tooManyAttempts } });
    expect((await confirm(code)).status).toBe(429);

    const [row] = await world.api.database.db.select({ memberId: members.memberId }).from(members).where(eq(members.loginId, member.loginId));
    await world.api.database.db
      .update(phoneVerifications)
      .set({ createdAt: new Date(Date.now() - 61_000), expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneVerifications.memberId, row?.memberId ?? 0));
    expect(await confirm(code)).toMatchObject({ status: 400, body: { message: PHONE_MESSAGES.codeExpired } });
  });

  test('password reset: an unknown ID is a 404, a member without a phone a 409, both in Korean', async () => {
    const unknown = await world.api.call('POST', '/api/oauth/generate', { body: { userId: 'nobody0000' } });
    expect(unknown).toMatchObject({ status: 404, body: { statusCode: 404, code: 'MEMBER_NOT_FOUND', message: '입력한 아이디로 가입된 회원이 없습니다.' } });
    expect(unknown.body.message).toBe(PHONE_MESSAGES.memberNotFound);
    const phoneless = await world.api.call('POST', '/api/oauth/generate', { body: { userId: DEMO_ACCOUNTS.viewer.loginId } });
    expect(phoneless).toMatchObject({ status: 409, body: { code: 'NO_PHONE_ON_FILE', message: PHONE_MESSAGES.noPhoneOnFile } });
  });
});
