import { testDatabaseTargets } from '@onair/db/testing';
import { exchangeEvents } from '@onair/db';
import { systemAccount, walletOf } from '../../../platform/ledger/accounts';
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
} from '../testing/money-test-kit';
import { owe, owedOf, postingsOf, walletBalance } from '../testing/debt-kit';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabaseTargets())('exchange events on $name', (target) => {
  let api: MoneyApi;
  let running: number;
  let upcoming: number;

  beforeAll(async () => {
    api = await startMoneyApi(target);
  });
  afterAll(async () => {
    await expectLedgerSound(api);
    await api.close();
  });

  test('no event running: rate says null, amount says not running, status is empty', async () => {
    const member = await newMember(api);
    expect(await get(api, null, '/api/events/exchange/rate')).toMatchObject({ status: 200, body: { event: null } });
    expect(await get(api, member, '/api/events/exchange/amount')).toMatchObject(
      refusal(404, MONEY_CODES.notFound, 'exchangeNotRunning'),
    );
    expect(await get(api, member, '/api/events/exchange/status')).toMatchObject({
      status: 200,
      body: { event: null, applications: [] },
    });

    const now = Date.now();
    const base = { brand: 'onair', fromItemCode: 440, toItemCode: 100, rateFrom: 10, rateTo: 100, perMemberLimit: 50 };
    const rows = await api.database.db
      .insert(exchangeEvents)
      .values([
        { ...base, title: '진행 중', startsAt: new Date(now - DAY_MS), endsAt: new Date(now + DAY_MS) },
        { ...base, title: '예정', startsAt: new Date(now + DAY_MS), endsAt: new Date(now + 2 * DAY_MS) },
        { ...base, title: '종료', startsAt: new Date(now - 3 * DAY_MS), endsAt: new Date(now - 2 * DAY_MS) },
      ])
      .returning({ eventId: exchangeEvents.eventId });
    [running, upcoming] = rows.map((row) => Number(row.eventId)) as [number, number];
  });

  test('the running event and its rate are public', async () => {
    expect(await get(api, null, '/api/events/exchange/rate')).toMatchObject({
      status: 200,
      body: {
        event: {
          eventId: running,
          title: '진행 중',
          fromItemCode: 440,
          toItemCode: 100,
          rateFrom: 10,
          rateTo: 100,
          perMemberLimit: 50,
        },
      },
    });
  });

  test('applying exchanges at the rate within the limit, once per key, and the totals follow', async () => {
    const member = await newMember(api);
    await fund(api, walletOf(member.memberId, 'onair', 440), 100);
    const issuance = await balanceOf(api, systemAccount('onair', 'issuance'));
    const key = newKey();
    const applied = await post(api, member, '/api/events/exchange/apply', { eventId: running, amountFrom: 30 }, key);
    expect(applied).toMatchObject({
      status: 201,
      body: { applicationId: expect.any(Number), eventId: running, amountFrom: 30, amountTo: 300 },
    });
    expectReplayOf(
      await post(api, member, '/api/events/exchange/apply', { eventId: running, amountFrom: 30 }, key),
      applied,
    );
    expect(await balanceOf(api, walletOf(member.memberId, 'onair', 440))).toBe(70);
    expect(await balanceOf(api, walletOf(member.memberId, 'onair'))).toBe(300);
    expect(await balanceOf(api, systemAccount('onair', 'issuance'))).toBe(issuance - 300);

    expect(await post(api, member, '/api/events/exchange/apply', { eventId: running, amountFrom: 30 })).toMatchObject(
      refusal(409, MONEY_CODES.conflict, 'exchangeLimitExceeded'),
    );
    expect(await post(api, member, '/api/events/exchange/apply', { eventId: running, amountFrom: 15 })).toMatchObject(
      refusal(422, MONEY_CODES.invalid, 'exchangeAmountInvalid'),
    );
    expect((await get(api, member, '/api/events/exchange/amount')).body).toEqual({
      eventId: running,
      mine: { from: 30, to: 300, remaining: 20 },
      totals: { from: 30, to: 300, applications: 1 },
      holding: 70,
    });
    expect((await get(api, member, `/api/events/exchange/status?eventId=${running}`)).body).toEqual({
      event: expect.objectContaining({ eventId: running }),
      applications: [applied.body],
    });
  });

  test('refusals: an event not running, unknown, too few items to give', async () => {
    const member = await newMember(api);
    expect(await post(api, member, '/api/events/exchange/apply', { eventId: upcoming, amountFrom: 10 })).toMatchObject(
      refusal(409, MONEY_CODES.conflict, 'exchangeNotRunning'),
    );
    expect(await post(api, member, '/api/events/exchange/apply', { eventId: 999_999, amountFrom: 10 })).toMatchObject(
      refusal(404, MONEY_CODES.notFound, 'exchangeNotRunning'),
    );
    expect(await post(api, member, '/api/events/exchange/apply', { eventId: running, amountFrom: 10 })).toMatchObject(
      refusal(409, MONEY_CODES.insufficientBalance, 'insufficientItems'),
    );
  });

  test('concurrent applies of one member never exceed the limit', async () => {
    const member = await newMember(api);
    await fund(api, walletOf(member.memberId, 'onair', 440), 200);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        post(api, member, '/api/events/exchange/apply', { eventId: running, amountFrom: 20 }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(
      answers.filter((answer) => answer.status === 409 && answer.body.message === '교환 한도를 초과했습니다.'),
    ).toHaveLength(6);
    expect(await balanceOf(api, walletOf(member.memberId, 'onair', 440))).toBe(160);
    expect((await get(api, member, '/api/events/exchange/amount')).body.mine).toEqual({
      from: 40,
      to: 400,
      remaining: 10,
    });
  });

  describe('a member who owes the currency (the gateway refunded currency they had spent)', () => {
    const apply = (member: Awaited<ReturnType<typeof newMember>>, amountFrom: number, key?: string) =>
      post(api, member, '/api/events/exchange/apply', { eventId: running, amountFrom }, key);

    test('an exchange worth more than the debt pays all of it first and the wallet gets the rest, once; a retry replays', async () => {
      const member = await newMember(api);
      await fund(api, walletOf(member.memberId, 'onair', 440), 100);
      await owe(api, member, 200);
      const key = newKey();
      const applied = await apply(member, 30, key);
      expect(applied).toMatchObject({ status: 201, body: { amountFrom: 30, amountTo: 300 } });
      expectReplayOf(await apply(member, 30, key), applied);

      expect(await walletBalance(api, member, 440)).toBe(70);
      expect(await walletBalance(api, member)).toBe(100);
      expect(await owedOf(api, member)).toBe(0);
      expect((await get(api, member, '/api/luv/items-sum')).body).toEqual({
        luv: 100,
        items: [{ itemCode: 440, quantity: 70 }],
        owed: 0,
        owedItems: [],
      });
      expect(await postingsOf(api, `exchange:${applied.body.applicationId}`)).toEqual({
        count: 1,
        memos: ['settled 200 owed'],
        entries: { 'wallet:440': -30, 'consumed:440': 30, 'issuance:100': -300, 'debt:100': 200, 'wallet:100': 100 },
      });
      // The application still records what the exchange gave, debt or not.
      expect((await get(api, member, '/api/events/exchange/amount')).body.mine).toEqual({
        from: 30,
        to: 300,
        remaining: 20,
      });
      await expectLedgerSound(api);
    });

    test('an exchange worth less than the debt goes wholly to it, and the rest is still owed; a retry replays', async () => {
      const member = await newMember(api);
      await fund(api, walletOf(member.memberId, 'onair', 440), 100);
      await owe(api, member, 350);
      const key = newKey();
      const applied = await apply(member, 20, key);
      expect(applied).toMatchObject({ status: 201, body: { amountFrom: 20, amountTo: 200 } });
      expectReplayOf(await apply(member, 20, key), applied);

      expect(await walletBalance(api, member, 440)).toBe(80);
      expect(await walletBalance(api, member)).toBe(0);
      expect(await owedOf(api, member)).toBe(150);
      expect((await get(api, member, '/api/luv/items-sum')).body).toEqual({
        luv: 0,
        items: [{ itemCode: 440, quantity: 80 }],
        owed: 150,
        owedItems: [],
      });
      expect(await postingsOf(api, `exchange:${applied.body.applicationId}`)).toEqual({
        count: 1,
        memos: ['settled 200 owed'],
        entries: { 'wallet:440': -20, 'consumed:440': 20, 'issuance:100': -200, 'debt:100': 200 },
      });

      // The next exchange pays the last 150 and the wallet gets the rest.
      expect(await apply(member, 30)).toMatchObject({ status: 201, body: { amountTo: 300 } });
      expect(await owedOf(api, member)).toBe(0);
      expect(await walletBalance(api, member)).toBe(150);
      await expectLedgerSound(api);
    });

    test('a debt of another item is left alone', async () => {
      const member = await newMember(api);
      await fund(api, walletOf(member.memberId, 'onair', 440), 10);
      await owe(api, member, 5, 440);
      expect(await apply(member, 10)).toMatchObject({ status: 201 });
      expect(await walletBalance(api, member)).toBe(100);
      expect(await owedOf(api, member, 440)).toBe(5);
      expect((await get(api, member, '/api/luv/items-sum')).body.owed).toBe(0);
    });
  });

  test('brands without exchange events answer 404 FEATURE_OFF', async () => {
    const bell = await newMember(api, { brand: 'bellcast' });
    expect(await get(api, null, '/api/events/exchange/rate', { 'x-site-code': 'bellcast' })).toMatchObject(
      refusal(404, MONEY_CODES.featureOff, 'featureOff'),
    );
    expect(await post(api, bell, '/api/events/exchange/apply', { eventId: running, amountFrom: 10 })).toMatchObject(
      refusal(404, MONEY_CODES.featureOff, 'featureOff'),
    );
  });
});
