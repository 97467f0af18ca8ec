import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@onair/contracts';
import { memberBanks } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { receivedOf } from '../../../platform/ledger/accounts';
import { MONEY_CODES } from '../../../platform/http/money-errors';
import { expectLedgerSound, fund, get, newMember, post, refusal, startMoneyApi, type MoneyApi, type TestMember } from '../testing/money-test-kit';
import { BANK_BODY, makePayoutReady, PAYOUT_PASSWORD } from '../testing/payout-kit';
import { koreanMinute, PAYOUT_HOLD_MS } from './payout-rules';

const HOUR = 60 * 60 * 1000;
const NEW_ACCOUNT = { ...BANK_BODY, bankCode: '088', bankAccount: '555-0000-7777' };

// Issue 24: a payout account cannot be quietly redirected (docs/money.md, "Payout account").
describe.each(testDatabaseTargets())('payout accounts on $name', (target) => {
  let api: MoneyApi;

  beforeAll(async () => {
    api = await startMoneyApi(target);
  });
  afterAll(async () => {
    await expectLedgerSound(api);
    await api.close();
  });

  async function streamer(options: Parameters<typeof makePayoutReady>[2] = {}) {
    const member = await newMember(api, { channel: {} });
    await makePayoutReady(api.database.db, member.memberId, options);
    await fund(api, receivedOf(member.memberId, 'onair'), 50_000);
    return member;
  }
  const putBank = (member: TestMember, body: Record<string, string>) => api.call('PUT', '/api/my/banks', { body, headers: member.headers });
  const withdraw = (member: TestMember) => post(api, member, '/api/luv/withdraw', { amount: 10_000 });
  const storedAccount = async (member: TestMember) =>
    (await api.database.db.select().from(memberBanks).where(eq(memberBanks.memberId, member.memberId)))[0] ?? null;

  test('a wrong or missing password is refused, changes nothing, and counts toward the sign-in lock', async () => {
    const member = await streamer();
    const missing = await putBank(member, { ...BANK_BODY, password: '' });
    expect(missing).toMatchObject({ status: 400, body: { errors: [expect.objectContaining({ field: 'password', message: '비밀번호를 입력해주세요.' })] } });
    const wrong = await putBank(member, { ...BANK_BODY, password: 'not-my-password' });
    expect(wrong).toMatchObject({ status: 400, body: { message: '비밀번호가 올바르지 않습니다.', errors: [expect.objectContaining({ field: 'password' })] } });
    expect(await storedAccount(member)).toBeNull();
    // Five wrong passwords in all lock the account as five wrong sign-ins do; then even the right one waits.
    for (let attempt = 2; attempt <= 5; attempt += 1) expect((await putBank(member, { ...BANK_BODY, password: `wrong-${attempt}` })).status).toBe(400);
    const locked = await putBank(member, BANK_BODY);
    expect(locked).toMatchObject({ status: 429, body: { message: AUTH_MESSAGES.tooManyAttempts } });
    expect(await storedAccount(member)).toBeNull();
  });

  test('a member whose identity is not verified cannot register an account', async () => {
    const member = await streamer({ verified: false });
    expect(await putBank(member, BANK_BODY)).toMatchObject(refusal(403, MONEY_CODES.forbidden, 'payoutIdentityRequired'));
    expect(await storedAccount(member)).toBeNull();
    expect((await get(api, member, '/api/my/banks')).body).toMatchObject({ account: null, identityVerified: false });
  });

  test("the holder must be the verified name (spaces and case aside)", async () => {
    const member = await streamer({ name: 'Kim Minji' });
    const other = await putBank(member, { ...BANK_BODY, bankHolderName: '김철수' });
    expect(other).toMatchObject({ status: 422, body: { message: '예금주가 본인인증한 이름과 일치하지 않습니다.', errors: [expect.objectContaining({ field: 'bankHolderName' })] } });
    expect(await storedAccount(member)).toBeNull();
    expect((await putBank(member, { ...BANK_BODY, bankHolderName: 'KIM  MINJI' })).status).toBe(200);
  });

  test('the first account is usable at once; a change holds withdrawals for 72 hours, then they go to the new account', async () => {
    const member = await streamer();
    const first = await putBank(member, BANK_BODY);
    expect(first).toMatchObject({ status: 200, body: { identityVerified: true, account: { bankCode: '004', bankAccount: '********9012' } } });
    expect(Date.parse(first.body.account.usableFrom)).toBeLessThanOrEqual(Date.now());
    expect(await withdraw(member)).toMatchObject({ status: 201, body: { bankCode: '004' } });

    const before = Date.now();
    const changed = await putBank(member, NEW_ACCOUNT);
    expect(changed).toMatchObject({ status: 200, body: { account: { bankCode: '088', bankAccount: '*******7777' } } });
    const usableFrom = new Date(changed.body.account.usableFrom);
    expect(usableFrom.getTime()).toBeGreaterThanOrEqual(before + PAYOUT_HOLD_MS - 1000);
    expect(usableFrom.getTime()).toBeLessThanOrEqual(Date.now() + PAYOUT_HOLD_MS);
    expect((await storedAccount(member))?.verifiedAt).toBeInstanceOf(Date);

    const held = await withdraw(member);
    expect(held).toMatchObject(refusal(409, MONEY_CODES.conflict, 'withdrawAccountOnHold', { usableFrom: koreanMinute(usableFrom) }));
    expect((await get(api, member, '/api/luv/received')).body).toMatchObject({ held: 10_000 });

    // Saving the same account again neither restarts nor lifts the hold.
    expect((await putBank(member, NEW_ACCOUNT)).body.account.usableFrom).toBe(usableFrom.toISOString());

    // 72 hours later (the hold's end moved into the past).
    await api.database.db.update(memberBanks).set({ usableFrom: new Date(Date.now() - HOUR) }).where(eq(memberBanks.memberId, member.memberId));
    expect(await withdraw(member)).toMatchObject({ status: 201, body: { bankCode: '088', bankAccount: '*******7777' } });
  });

  test('a withdrawal needs a verified identity, even to an account registered before the checks', async () => {
    const member = await streamer({ verified: false });
    await api.database.db.insert(memberBanks).values({ memberId: member.memberId, bankCode: '004', bankAccount: '123456789012', bankHolderName: '홍길동' });
    expect(await withdraw(member)).toMatchObject(refusal(403, MONEY_CODES.forbidden, 'withdrawIdentityRequired'));
    expect((await get(api, member, '/api/luv/received')).body).toMatchObject({ available: 50_000, held: 0 });
  });

  test('the member is told in their message box when the account is registered and when it changes', async () => {
    const member = await streamer();
    expect((await putBank(member, BANK_BODY)).status).toBe(200);
    const changed = await putBank(member, { ...NEW_ACCOUNT, password: PAYOUT_PASSWORD });
    const usableFrom = koreanMinute(new Date(changed.body.account.usableFrom));

    const inbox = await get(api, member, '/api/my/messages?division=received&page=1&size=10');
    expect(inbox.status).toBe(200);
    const [change, registration] = inbox.body.items;
    expect(change).toMatchObject({ senderNickname: '온에어', senderLoginId: '', readAt: null });
    expect(change.content).toContain('출금 계좌가 신한은행 *******7777(으)로 변경되었습니다');
    expect(change.content).toContain(`${usableFrom} 이후 출금할 수 있습니다`);
    expect(change.content).not.toContain('5550000');
    expect(registration.content).toContain('출금 계좌가 KB국민은행 ********9012(으)로 등록되었습니다');
    expect((await get(api, member, '/api/my/messages/unread-count')).body).toMatchObject({ count: 2 });

    // The service keeps no copy: the member deleting theirs removes the message.
    const deleted = await api.call('POST', '/api/my/messages/delete', { body: { msgIds: [change.msgId] }, headers: member.headers });
    expect(deleted.status).toBe(200);
    expect((await get(api, member, '/api/my/messages?division=received&page=1&size=10')).body.items).toHaveLength(1);
  });
});
