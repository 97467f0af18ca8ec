import { eq } from 'drizzle-orm';
import { VALIDATION_MESSAGES as M } from '@onair/contracts';
import { DEMO_ACCOUNTS, members, phoneVerifications } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { PHONE_PROOF_VALID_MS } from './phone-proof';
import { freshIdentity, randomIp } from './testing/session-helpers';
import { randomToken, sha256Hex } from '../../platform/secrets';

const agreements = { terms: true, privacy: true, marketing: true };

describe.each(testDatabaseTargets('pglite'))('foreign signup on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
  });
  afterAll(() => api.close());

  /** What verify-phone leaves behind: a verified row holding the hash of the token it answered. */
  async function verifiedPhone(phone: string, { verifiedAgoMs = 60_000, purpose = 'signup', countryCode = '1' } = {}) {
    const token = randomToken();
    const verifiedAt = new Date(Date.now() - verifiedAgoMs);
    await api.database.db.insert(phoneVerifications).values({
      countryCode,
      phone,
      purpose,
      codeHash: sha256Hex('123456'),
      expiresAt: new Date(verifiedAt.getTime() + 180_000),
      verifiedAt,
      tokenHash: sha256Hex(token),
    });
    return token;
  }

  const signup = (phone: string, token: string, fields: Record<string, unknown> = {}) =>
    api.call('POST', '/api/auth/signup', {
      body: {
        ...freshIdentity(),
        password: 'Globe-traveller-2024',
        name: 'Jane Doe',
        birthday: '1990-04-01',
        gender: 'F',
        countryCode: '1',
        phone,
        phoneVerificationToken: token,
        agreements,
        ...fields,
      },
      // One address may sign up only a few times an hour (docs/permissions.md).
      headers: { 'x-forwarded-for': randomIp() },
    });

  test('a verified phone signs a foreign member up, once', async () => {
    const token = await verifiedPhone('2025550101');
    const identity = freshIdentity();
    const first = await signup('2025550101', token, identity);
    expect(first.status).toBe(201);
    expect(first.body.profile.profile.foreigner).toBe(true);
    const [row] = await api.database.db.select().from(members).where(eq(members.loginId, identity.loginId));
    expect(row).toMatchObject({ name: 'Jane Doe', gender: 'F', birthday: '1990-04-01', countryCode: '1', phone: '2025550101', marketingAgreed: true });
    const again = await signup('2025550101', token);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(M.phoneNotVerified);
  });

  test('a proof of another phone, purpose or country, an expired one or a made-up one is refused', async () => {
    const cases = [
      ['2025550102', await verifiedPhone('2025550199')],
      ['2025550103', await verifiedPhone('2025550103', { purpose: 'find-id' })],
      ['2025550104', await verifiedPhone('2025550104', { countryCode: '44' })],
      ['2025550105', await verifiedPhone('2025550105', { verifiedAgoMs: PHONE_PROOF_VALID_MS + 60_000 })],
      ['2025550106', randomToken()],
    ] as const;
    for (const [phone, token] of cases) {
      const { status, body } = await signup(phone, token);
      expect(status).toBe(400);
      expect(body.message).toBe(M.phoneNotVerified);
    }
  });

  test('a failed signup leaves the proof unspent', async () => {
    const token = await verifiedPhone('2025550107');
    expect((await signup('2025550107', token, { loginId: DEMO_ACCOUNTS.viewer.loginId })).status).toBe(409);
    expect((await signup('2025550107', token)).status).toBe(201);
  });

  test("SPEC section 3's payload, as a sister product sends it for a foreign member, signs up without any kind flag", async () => {
    const token = await verifiedPhone('2025550109');
    const identity = freshIdentity();
    const { status, body } = await signup('2025550109', token, {
      ...identity,
      pcode: '',
      recommendId: DEMO_ACCOUNTS.streamer.loginId,
      device: 'MOBILEWEB',
      adultValue: true,
      aspCode: 'asp-001',
      userkey: 'user-key-2',
    });
    expect(status).toBe(201);
    expect(body.profile).toMatchObject({ ...identity, profile: { foreigner: true } });
    const [row] = await api.database.db.select().from(members).where(eq(members.loginId, identity.loginId));
    expect(row).toMatchObject({ foreigner: true, countryCode: '1', phone: '2025550109', recommendId: DEMO_ACCOUNTS.streamer.loginId });
  });

  test('a foreign signup needs no captcha but its verified phone, its 40-character password and the terms', async () => {
    const token = await verifiedPhone('2025550110');
    const unverified = await signup('2025550110', '');
    expect(unverified.status).toBe(400);
    expect(unverified.body.errors).toEqual([{ field: 'phoneVerificationToken', in: 'body', message: M.phoneNotVerified, key: 'validation.phoneNotVerified' }]);
    const noTerms = await signup('2025550110', token, { agreements: { ...agreements, terms: false } });
    expect(noTerms.status).toBe(400);
    expect(noTerms.body.errors).toEqual([{ field: 'agreements.terms', in: 'body', message: M.termsRequired, key: 'validation.termsRequired' }]);
    const badPhone = await signup('20255', token);
    expect(badPhone.body.errors).toEqual([{ field: 'phone', in: 'body', message: M.phoneRequired, key: 'validation.phoneRequired' }]);
    expect((await signup('2025550110', token, { password: 'Globe-traveller-2024-and-beyond!' })).status).toBe(201);
  });

  test('missing foreign fields answer their SPEC messages', async () => {
    const { status, body } = await signup('2025550108', '', { name: '', gender: 'X', birthday: 'soon' });
    expect(status).toBe(400);
    const messages = body.errors.map((error: { message: string }) => error.message);
    expect(messages).toEqual(expect.arrayContaining([M.name, M.gender, M.birthday, M.phoneNotVerified]));
  });
});
