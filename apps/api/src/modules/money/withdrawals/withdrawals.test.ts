import { testDatabaseTargets } from '@onair/db/testing';
import { BANKS, WITHDRAWAL_RULES } from '@onair/contracts';
import { heldOf, receivedOf, systemAccount } from '../../../platform/ledger/accounts';
import { MONEY_CODES } from '../../../platform/http/money-errors';
import {
  balanceOf,
  expectLedgerSound,
  expectReplayOf,
  fund,
  get,
  newKey,
  newMember,
  post,
  refusal,
  startMoneyApi,
  type MoneyApi,
  type TestMember,
} from '../testing/money-test-kit';
import { BANK_BODY, makePayoutReady } from '../testing/payout-kit';
import { WITHDRAW_ALREADY_DECIDED } from './withdraw-decision-routes';
import { maskAccount, payoutOf } from './withdrawal-view';

const BANK = BANK_BODY;

describe.each(testDatabaseTargets())('withdrawals on $name', (target) => {
  let api: MoneyApi;
  let operator: TestMember;

  beforeAll(async () => {
    api = await startMoneyApi(target);
    operator = await newMember(api, { userType: 'O' });
  });
  afterAll(async () => {
    await expectLedgerSound(api);
    await api.close();
  });

  /** A streamer with a channel, received currency and (unless told otherwise) a registered bank account. */
  async function streamerWith(received: number, withBank = true) {
    const streamer = await newMember(api, { channel: {} });
    await makePayoutReady(api.database.db, streamer.memberId);
    if (received > 0) await fund(api, receivedOf(streamer.memberId, 'onair'), received);
    if (withBank) expect((await api.call('PUT', '/api/my/banks', { body: BANK, headers: streamer.headers })).status).toBe(200);
    return streamer;
  }
  const request = (streamer: TestMember, amount: number, key?: string) => post(api, streamer, '/api/luv/withdraw', { amount }, key);
  const received = (streamer: TestMember) => get(api, streamer, '/api/luv/received').then((answer) => answer.body);

  test('the bank account: none at first, registered with its number masked, only known bank codes', async () => {
    const streamer = await newMember(api, { channel: {} });
    await makePayoutReady(api.database.db, streamer.memberId);
    expect(await get(api, streamer, '/api/my/banks')).toMatchObject({ status: 200, body: { account: null, banks: BANKS.map((bank) => ({ ...bank })) } });
    const put = await api.call('PUT', '/api/my/banks', { body: BANK, headers: streamer.headers });
    expect(put).toMatchObject({ status: 200, body: { account: { bankCode: '004', bankAccount: '********9012', bankHolderName: '홍길동' } } });
    expect((await get(api, streamer, '/api/my/banks')).body.account).toEqual(put.body.account);
    const unknownBank = await api.call('PUT', '/api/my/banks', { body: { ...BANK, bankCode: '999' }, headers: streamer.headers });
    expect(unknownBank).toMatchObject({ status: 400, body: { message: '은행을 선택해주세요.' } });
    const badNumber = await api.call('PUT', '/api/my/banks', { body: { ...BANK, bankAccount: '12ab' }, headers: streamer.headers });
    expect(badNumber).toMatchObject({ status: 400, body: { errors: [expect.objectContaining({ field: 'bankAccount', message: '계좌번호를 확인해주세요.' })] } });
    const noHolder = await api.call('PUT', '/api/my/banks', { body: { ...BANK, bankHolderName: '  ' }, headers: streamer.headers });
    expect(noHolder).toMatchObject({ status: 400, body: { errors: [expect.objectContaining({ field: 'bankHolderName', message: '예금주를 확인해주세요.' })] } });
  });

  test('a request holds the amount at once and pays out less the 3.3% fee', async () => {
    const streamer = await streamerWith(50_000);
    const answer = await request(streamer, 20_000);
    expect(answer).toMatchObject({
      status: 201,
      body: {
        withdrawId: expect.any(Number),
        amount: 20_000,
        payout: 19_340,
        state: 'requested',
        bankCode: '004',
        bankAccount: '********9012',
        bankHolderName: '홍길동',
        requestedAt: expect.any(String),
        decidedAt: null,
        decisionNote: null,
      },
    });
    expect(await received(streamer)).toEqual({ total: 50_000, available: 30_000, held: 20_000, withdrawn: 0 });
    const list = await get(api, streamer, '/api/luv/withdraw-list');
    expect(list.body).toEqual({ items: [answer.body], page: 1, size: 10, total: 1 });
  });

  test('refusals: no bank account, below the minimum, more than received', async () => {
    const noBank = await streamerWith(50_000, false);
    expect(await request(noBank, 20_000)).toMatchObject(refusal(409, MONEY_CODES.conflict, 'withdrawNoBank'));
    const streamer = await streamerWith(15_000);
    expect(await request(streamer, 9_999)).toMatchObject(refusal(422, MONEY_CODES.invalid, 'withdrawBelowMinimum', { minimum: '10,000' }));
    expect((await request(streamer, 9_999)).body.message).toBe('최소 10,000 러브부터 출금할 수 있습니다.');
    expect(await request(streamer, 15_001)).toMatchObject(refusal(409, MONEY_CODES.insufficientBalance, 'insufficientBalance'));
    expect(await received(streamer)).toMatchObject({ available: 15_000, held: 0 });
  });

  test('held luv cannot be withdrawn twice: two requests for all of it, one is refused', async () => {
    const streamer = await streamerWith(30_000);
    const answers = await Promise.all([request(streamer, 30_000), request(streamer, 30_000)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await received(streamer)).toMatchObject({ available: 0, held: 30_000 });
  });

  test('the same key twice requests once', async () => {
    const streamer = await streamerWith(30_000);
    const key = newKey();
    const first = await request(streamer, 10_000, key);
    expectReplayOf(await request(streamer, 10_000, key), first);
    expect(await received(streamer)).toMatchObject({ available: 20_000, held: 10_000 });
  });

  test('cancel releases the hold, once, and only the owner may', async () => {
    const streamer = await streamerWith(30_000);
    const { body: withdrawal } = await request(streamer, 10_000);
    const stranger = await newMember(api);
    expect(await post(api, stranger, '/api/luv/withdraw-cancel', { withdrawId: withdrawal.withdrawId })).toMatchObject(
      refusal(404, MONEY_CODES.notFound, 'withdrawNotFound'),
    );
    const key = newKey();
    const cancelled = await post(api, streamer, '/api/luv/withdraw-cancel', { withdrawId: withdrawal.withdrawId }, key);
    expect(cancelled).toMatchObject({ status: 200, body: { ...withdrawal, state: 'cancelled', decidedAt: expect.any(String) } });
    expectReplayOf(await post(api, streamer, '/api/luv/withdraw-cancel', { withdrawId: withdrawal.withdrawId }, key), cancelled);
    expect(await post(api, streamer, '/api/luv/withdraw-cancel', { withdrawId: withdrawal.withdrawId })).toMatchObject(
      refusal(409, MONEY_CODES.conflict, 'withdrawNotCancellable'),
    );
    expect(await post(api, streamer, '/api/luv/withdraw-cancel', { withdrawId: 987_654 })).toMatchObject(refusal(404, MONEY_CODES.notFound, 'withdrawNotFound'));
    expect(await received(streamer)).toEqual({ total: 30_000, available: 30_000, held: 0, withdrawn: 0 });
  });

  test('two concurrent cancels (different keys) release the hold once', async () => {
    const streamer = await streamerWith(20_000);
    const { body: withdrawal } = await request(streamer, 20_000);
    const answers = await Promise.all([1, 2, 3].map(() => post(api, streamer, '/api/luv/withdraw-cancel', { withdrawId: withdrawal.withdrawId })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await received(streamer)).toMatchObject({ available: 20_000, held: 0 });
  });

  test('only operators complete or reject', async () => {
    const streamer = await streamerWith(20_000);
    const { body: withdrawal } = await request(streamer, 10_000);
    for (const decision of ['complete', 'reject']) {
      const answer = await api.call('POST', `/api/luv/withdraw/${withdrawal.withdrawId}/${decision}`, { body: {}, headers: streamer.headers });
      expect(answer).toMatchObject(refusal(403, MONEY_CODES.forbidden, 'operatorOnly'));
    }
    expect(await received(streamer)).toMatchObject({ held: 10_000 });
  });

  test('completion pays out (the fee to commission); a second decision is refused', async () => {
    const streamer = await streamerWith(25_000);
    const { body: withdrawal } = await request(streamer, 25_000);
    const payout = await balanceOf(api, systemAccount('onair', 'payout'));
    const commission = await balanceOf(api, systemAccount('onair', 'commission'));
    const done = await api.call('POST', `/api/luv/withdraw/${withdrawal.withdrawId}/complete`, { body: {}, headers: operator.headers });
    expect(done).toMatchObject({ status: 200, body: { state: 'completed', payout: 24_175, decidedAt: expect.any(String) } });
    // The whole amount leaves as won (24,175 to the streamer, 825 withheld for the tax office); onair takes no fee.
    expect(await balanceOf(api, systemAccount('onair', 'payout'))).toBe(payout + 25_000);
    expect(await balanceOf(api, systemAccount('onair', 'commission'))).toBe(commission);
    expect(await received(streamer)).toEqual({ total: 25_000, available: 0, held: 0, withdrawn: 25_000 });
    const again = await api.call('POST', `/api/luv/withdraw/${withdrawal.withdrawId}/reject`, { body: {}, headers: operator.headers });
    expect(again).toMatchObject({ status: 409, body: { code: MONEY_CODES.conflict, message: WITHDRAW_ALREADY_DECIDED } });
    expect(await post(api, streamer, '/api/luv/withdraw-cancel', { withdrawId: withdrawal.withdrawId })).toMatchObject(
      refusal(409, MONEY_CODES.conflict, 'withdrawNotCancellable'),
    );
    const missing = await api.call('POST', '/api/luv/withdraw/987654/complete', { body: {}, headers: operator.headers });
    expect(missing).toMatchObject(refusal(404, MONEY_CODES.notFound, 'withdrawNotFound'));
  });

  test('rejection returns the hold with the note', async () => {
    const streamer = await streamerWith(12_000);
    const { body: withdrawal } = await request(streamer, 12_000);
    const rejected = await api.call('POST', `/api/luv/withdraw/${withdrawal.withdrawId}/reject`, { body: { note: ' 예금주 불일치 ' }, headers: operator.headers });
    expect(rejected).toMatchObject({ status: 200, body: { state: 'rejected', decisionNote: '예금주 불일치' } });
    expect(await received(streamer)).toEqual({ total: 12_000, available: 12_000, held: 0, withdrawn: 0 });
  });

  test('a completion racing a rejection and a cancel: exactly one decides, the hold moves once', async () => {
    const streamer = await streamerWith(40_000);
    const { body: withdrawal } = await request(streamer, 40_000);
    const answers = await Promise.all([
      api.call('POST', `/api/luv/withdraw/${withdrawal.withdrawId}/complete`, { body: {}, headers: operator.headers }),
      api.call('POST', `/api/luv/withdraw/${withdrawal.withdrawId}/reject`, { body: {}, headers: operator.headers }),
      post(api, streamer, '/api/luv/withdraw-cancel', { withdrawId: withdrawal.withdrawId }),
    ]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(2);
    expect(await balanceOf(api, heldOf(streamer.memberId, 'onair'))).toBe(0);
    const summary = await received(streamer);
    expect(summary.available + summary.withdrawn).toBe(40_000);
  });

  test('brands without withdrawals answer 404 FEATURE_OFF', async () => {
    const minted = await newMember(api, { brand: 'mint', channel: {} });
    expect(await post(api, minted, '/api/luv/withdraw', { amount: 10_000 })).toMatchObject(refusal(404, MONEY_CODES.featureOff, 'featureOff'));
    expect(await get(api, minted, '/api/luv/withdraw-list')).toMatchObject(refusal(404, MONEY_CODES.featureOff, 'featureOff'));
    expect(await get(api, minted, '/api/my/banks')).toMatchObject(refusal(404, MONEY_CODES.featureOff, 'featureOff'));
  });

  test('the fee is 3.3% rounded half up, computed in integers', () => {
    expect(payoutOf(WITHDRAWAL_RULES.minimum)).toMatchObject({ payout: 9_670, withheld: 330, platformFee: 0 });
    expect(payoutOf(10_015)).toMatchObject({ payout: 9_685, withheld: 330 });
    expect(payoutOf(10_500)).toMatchObject({ payout: 10_153, withheld: 347 });
    expect(payoutOf(500)).toMatchObject({ payout: 483, withheld: 17 });
    // A brand's fee is rounded down and comes on top of the tax: 1.5 % of 10,015 is 150.225.
    expect(payoutOf(10_015, 1.5)).toEqual({ payout: 9_535, fee: 480, platformFee: 150, withheld: 330 });
    expect(maskAccount('1234')).toBe('1234');
    expect(maskAccount('110123456789')).toBe('********6789');
  });
});
