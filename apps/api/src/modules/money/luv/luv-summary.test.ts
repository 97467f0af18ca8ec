import { testDatabaseTargets } from '@onair/db/testing';
import { walletOf } from '../../../platform/ledger/accounts';
import { owe } from '../testing/debt-kit';
import {
  expectLedgerSound,
  fund,
  get,
  newMember,
  post,
  startMoneyApi,
  type MoneyApi,
  type TestMember,
} from '../testing/money-test-kit';

describe.each(testDatabaseTargets())('what the ledger says about a member on $name', (target) => {
  let api: MoneyApi;
  let viewer: TestMember;
  let streamer: TestMember;

  beforeAll(async () => {
    api = await startMoneyApi(target);
    viewer = await newMember(api);
    streamer = await newMember(api, { channel: {} });
    // Bought 20,000 (a payment from the gateway), then: a gift of 5,000, a month's subscription, a room pass used.
    await fund(api, walletOf(viewer.memberId, 'onair'), 20_000, 'payment');
    await fund(api, walletOf(viewer.memberId, 'onair', 420), 2);
    expect((await post(api, viewer, '/api/luv/gift', { channelId: streamer.channelId, amount: 5000 })).status).toBe(
      200,
    );
    expect(
      (await post(api, viewer, '/api/my/subscriptions', { channelId: streamer.channelId, plan: 'oneMonth' })).status,
    ).toBe(201);
    expect((await post(api, viewer, '/api/my/item-use', { itemCode: 420 })).status).toBe(200);
  });
  afterAll(async () => {
    await expectLedgerSound(api);
    await api.close();
  });

  test('items-sum: the currency and the items held', async () => {
    expect((await get(api, viewer, '/api/luv/items-sum')).body).toEqual({
      luv: 11_700,
      items: [{ itemCode: 420, quantity: 1 }],
      owed: 0,
      owedItems: [],
    });
    expect((await get(api, streamer, '/api/luv/items-sum')).body).toEqual({
      luv: 0,
      items: [],
      owed: 0,
      owedItems: [],
    });
  });

  test('items-sum: what a member owes of the currency and of items after a gateway refund, as positive figures', async () => {
    const member = await newMember(api);
    await owe(api, member, 1200);
    expect((await get(api, member, '/api/luv/items-sum')).body).toEqual({
      luv: 0,
      items: [],
      owed: 1200,
      owedItems: [],
    });
    // A wallet and a debt are shown side by side, not netted; a debt of an item is listed by itself.
    await fund(api, walletOf(member.memberId, 'onair'), 500);
    await owe(api, member, 3, 440);
    await owe(api, member, 2, 420);
    expect((await get(api, member, '/api/luv/items-sum')).body).toEqual({
      luv: 500,
      items: [],
      owed: 1200,
      owedItems: [
        { itemCode: 420, quantity: 2 },
        { itemCode: 440, quantity: 3 },
      ],
    });
  });

  test('sums: purchased, sent, received and used', async () => {
    expect((await get(api, viewer, '/api/luv/sums')).body).toEqual({
      purchased: 20_000,
      sent: 5000,
      received: 0,
      used: 3300,
    });
    expect((await get(api, streamer, '/api/luv/sums')).body).toEqual({
      purchased: 0,
      sent: 0,
      received: 4000 + 2640,
      used: 0,
    });
  });

  test('received: total, available, held and withdrawn', async () => {
    expect((await get(api, streamer, '/api/luv/received')).body).toEqual({
      total: 6640,
      available: 6640,
      held: 0,
      withdrawn: 0,
    });
    expect((await get(api, viewer, '/api/luv/received')).body).toEqual({
      total: 0,
      available: 0,
      held: 0,
      withdrawn: 0,
    });
  });

  test('history: every wallet movement, newest first, paged', async () => {
    const history = await get(api, viewer, '/api/luv/history');
    expect(history.body).toMatchObject({ page: 1, size: 10, total: 5 });
    expect(
      history.body.items.map(({ reason, itemCode, amount }: { reason: string; itemCode: number; amount: number }) => [
        reason,
        itemCode,
        amount,
      ]),
    ).toEqual([
      ['item_use', 420, -1],
      ['subscription', 100, -3300],
      ['gift', 100, -5000],
      ['adjustment', 420, 2],
      ['payment', 100, 20_000],
    ]);
    expect(history.body.items[2]).toEqual({
      txId: expect.any(Number),
      reason: 'gift',
      reference: expect.stringMatching(/^gift:\d+$/),
      itemCode: 100,
      amount: -5000,
      createdAt: expect.any(String),
      channelName: streamer.channelName,
    });
    // Gifts and subscriptions name the channel they went to; the rest name none.
    expect(history.body.items.map((item: { channelName: string | null }) => item.channelName)).toEqual([
      null,
      streamer.channelName,
      streamer.channelName,
      null,
      null,
    ]);
    const second = await get(api, viewer, '/api/luv/history?page=2&size=2');
    expect(second.body.items.map((item: { reason: string }) => item.reason)).toEqual(['gift', 'adjustment']);
    expect((await get(api, streamer, '/api/luv/history')).body).toEqual({ items: [], page: 1, size: 10, total: 0 });
  });

  test('visitors are refused', async () => {
    for (const path of [
      '/api/luv/items-sum',
      '/api/luv/received',
      '/api/luv/history',
      '/api/luv/sums',
      '/api/luv/sent-list',
      '/api/luv/received-list',
    ]) {
      expect((await get(api, null, path)).status).toBe(401);
    }
  });
});
