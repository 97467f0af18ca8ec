import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { members } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { cookieHeader, freshIdentity, randomIp } from '../auth/testing/session-helpers';
import type { CallResult } from '../../testing/test-api';
import { solvedCaptchaToken } from './solve-captcha';
import { startVerificationWorld, type VerificationWorld } from './testing/verification-harness';

const PASSWORD = 'Home#Grown2024';
const agreements = { terms: true, privacy: true, marketing: false };
const bankBody = (bankHolderName: string) => ({ bankCode: '004', bankAccount: '123-456-789012', bankHolderName, password: PASSWORD });

// The verified name a payout account's holder must match comes from the identity provider (docs/verification.md).
describe.each(testDatabaseTargets())('the verified name from the identity provider on $name', (target) => {
  let world: VerificationWorld;
  beforeAll(async () => {
    world = await startVerificationWorld(target);
  });
  afterAll(() => world.close());

  /** A new domestic member with a name on file (or none, as domestic signup leaves it): id and session. */
  async function domesticMember(nameOnFile: string | null) {
    const signup = await world.api.call('POST', '/api/auth/signup', {
      body: { ...freshIdentity(), password: PASSWORD, agreements, captchaToken: await solvedCaptchaToken(world.api.url) },
      headers: { 'x-forwarded-for': randomIp() },
    });
    if (signup.status !== 201) throw new Error(`signup answered ${signup.status}: ${JSON.stringify(signup.body)}`);
    const memberId = signup.body.profile.memberId as number;
    await world.api.database.db.update(members).set({ name: nameOnFile }).where(eq(members.memberId, memberId));
    return { memberId, cookie: cookieHeader(signup) };
  }

  const memberRow = async (memberId: number) => (await world.api.database.db.select().from(members).where(eq(members.memberId, memberId)))[0];
  const sign = (text: string) => createHmac('sha256', world.api.settings.identityCallbackSecret).update(text).digest('hex');
  const callback = (body: Record<string, string>) => world.api.call('POST', '/api/personal-auth/callback', { body });
  const putBank = (cookie: string, holder: string) => world.api.call('PUT', '/api/my/banks', { body: bankBody(holder), headers: { cookie } });
  const requestIdOf = (request: CallResult) => new URL(request.body.url).pathname.split('/').pop() ?? '';
  const startCheck = async (cookie: string) => {
    const request = await world.api.call('POST', '/api/personal-auth', { headers: { cookie } });
    expect(request.status).toBe(200);
    return { url: request.body.url as string, requestId: requestIdOf(request) };
  };

  test("the name approved in the provider's popup becomes the verified name; the name on file does not", async () => {
    const member = await domesticMember('김철수');
    const { url } = await startCheck(member.cookie);
    const form = new URLSearchParams({ decision: 'approve', name: '홍길동', birthday: '1990-05-17' });
    const popup = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString(), redirect: 'manual' });
    expect(popup.status).toBe(303);
    expect(await memberRow(member.memberId)).toMatchObject({ identityStatus: 2, verifiedName: '홍길동', name: '김철수' });

    const onFile = await putBank(member.cookie, '김철수');
    expect(onFile).toMatchObject({ status: 422, body: { message: '예금주가 본인인증한 이름과 일치하지 않습니다.', errors: [expect.objectContaining({ field: 'bankHolderName' })] } });
    expect(await putBank(member.cookie, '홍 길동')).toMatchObject({ status: 200, body: { identityVerified: true, account: { bankCode: '004' } } });
  });

  test('a domestic member with no name on file can register an account in the verified name', async () => {
    const member = await domesticMember(null);
    const { requestId } = await startCheck(member.cookie);
    const approval = { requestId, result: 'approved', birthday: '1988-03-02', name: '이영희', signature: sign(`${requestId}.approved.1988-03-02.이영희`) };
    expect(await callback(approval)).toMatchObject({ status: 200, body: { msg: 'ok' } });
    expect(await memberRow(member.memberId)).toMatchObject({ identityStatus: 2, verifiedName: '이영희', adult: true });
    expect((await putBank(member.cookie, '이영희')).status).toBe(200);
  });

  test('a callback whose name was changed, added or taken out after signing is refused and changes nothing', async () => {
    const member = await domesticMember('김철수');
    const { requestId } = await startCheck(member.cookie);
    const forgeries: Record<string, string>[] = [
      // The provider signed 홍길동; someone in between swaps the name.
      { requestId, result: 'approved', birthday: '1990-05-17', name: '박해커', signature: sign(`${requestId}.approved.1990-05-17.홍길동`) },
      // A decision signed without a name, with a name slipped in.
      { requestId, result: 'approved', birthday: '1990-05-17', name: '박해커', signature: sign(`${requestId}.approved.1990-05-17`) },
      // A decision signed with a name, with the name taken out.
      { requestId, result: 'approved', birthday: '1990-05-17', signature: sign(`${requestId}.approved.1990-05-17.홍길동`) },
    ];
    for (const forged of forgeries) {
      expect(await callback(forged)).toMatchObject({ status: 403, body: { code: 'FORBIDDEN', message: '본인인증 결과의 서명이 올바르지 않습니다.' } });
    }
    expect(await memberRow(member.memberId)).toMatchObject({ identityStatus: 1, verifiedName: null });
    expect((await putBank(member.cookie, '박해커')).status).toBe(403);
  });

  test('a provider that sends no name still works: the name on file becomes the verified name', async () => {
    const member = await domesticMember('김철수');
    const { requestId } = await startCheck(member.cookie);
    expect((await callback({ requestId, result: 'approved', birthday: '1990-05-17', signature: sign(`${requestId}.approved.1990-05-17`) })).status).toBe(200);
    expect(await memberRow(member.memberId)).toMatchObject({ identityStatus: 2, verifiedName: '김철수' });
    expect((await putBank(member.cookie, '김철수')).status).toBe(200);
  });

  test('a name the contract does not take (blank or over 40 characters) is a 400, not a decision', async () => {
    const member = await domesticMember('김철수');
    const { requestId } = await startCheck(member.cookie);
    for (const name of ['', '가'.repeat(41)]) {
      const answer = await callback({ requestId, result: 'approved', birthday: '1990-05-17', name, signature: sign(`${requestId}.approved.1990-05-17.${name}`) });
      expect(answer).toMatchObject({ status: 400, body: { errors: [expect.objectContaining({ field: 'name' })] } });
    }
    expect((await memberRow(member.memberId))?.identityStatus).toBe(1);
  });
});
