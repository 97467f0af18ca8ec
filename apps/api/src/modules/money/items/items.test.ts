import { testDatabaseTargets } from '@onair/db/testing';
import { DEFAULT_LUV_PRESET, FLAX_PRODUCTS, LUV_PRODUCTS } from '@onair/contracts';
import { heldOf, receivedOf, systemAccount, walletOf } from '../../../platform/ledger/accounts';
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

describe.each(testDatabaseTargets())('items, presets and the catalog on $name', (target) => {
  let api: MoneyApi;
  let member: TestMember;
  let streamer: TestMember;

  beforeAll(async () => {
    api = await startMoneyApi(target);
    member = await newMember(api);
    streamer = await newMember(api, { channel: {} });
    await fund(api, walletOf(member.memberId, 'onair'), 5000);
    for (const [itemCode, quantity] of [
      [420, 3],
      [421, 1],
      [440, 12],
      [700, 1],
    ] as const) {
      await fund(api, walletOf(member.memberId, 'onair', itemCode), quantity);
    }
    // Received and held luv are not the member's items.
    await fund(api, receivedOf(member.memberId, 'onair'), 10);
    await fund(api, heldOf(member.memberId, 'onair'), 10);
  });
  afterAll(async () => {
    await expectLedgerSound(api);
    await api.close();
  });

  test('items lists the wallet items (not the currency) by code, paged', async () => {
    const all = await get(api, member, '/api/my/items');
    expect(all).toMatchObject({ status: 200 });
    expect(all.body).toEqual({
      items: [
        { itemCode: 420, quantity: 3 },
        { itemCode: 421, quantity: 1 },
        { itemCode: 440, quantity: 12 },
        { itemCode: 700, quantity: 1 },
      ],
      page: 1,
      size: 10,
      total: 4,
    });
    expect((await get(api, member, '/api/my/items?page=2&size=3')).body).toEqual({
      items: [{ itemCode: 700, quantity: 1 }],
      page: 2,
      size: 3,
      total: 4,
    });
    expect((await get(api, member, '/api/luv/items-sum')).body).toEqual({
      luv: 5000,
      items: all.body.items,
      owed: 0,
      owedItems: [],
    });
    expect((await get(api, null, '/api/my/items')).status).toBe(401);
  });

  test('using a room pass consumes it in a channel and answers what remains; once per key', async () => {
    const key = newKey();
    const used = await post(api, member, '/api/my/item-use', { itemCode: 420, channelId: streamer.channelId }, key);
    expect(used).toMatchObject({
      status: 200,
      body: { useId: expect.any(Number), itemCode: 420, quantity: 1, remaining: 2 },
    });
    expectReplayOf(
      await post(api, member, '/api/my/item-use', { itemCode: 420, channelId: streamer.channelId }, key),
      used,
    );
    expect(await balanceOf(api, walletOf(member.memberId, 'onair', 420))).toBe(2);
    const consumed = await balanceOf(api, systemAccount('onair', 'consumed', 420));
    expect(await post(api, member, '/api/my/item-use', { itemCode: 420, quantity: 2 })).toMatchObject({
      status: 200,
      body: { remaining: 0 },
    });
    expect(await balanceOf(api, systemAccount('onair', 'consumed', 420))).toBe(consumed + 2);
  });

  test('item use refusals: not a usable item, not enough of it, an unknown channel', async () => {
    for (const itemCode of [100, 440, 700]) {
      expect(await post(api, member, '/api/my/item-use', { itemCode })).toMatchObject(
        refusal(422, MONEY_CODES.invalid, 'itemNotUsable'),
      );
    }
    expect(await post(api, member, '/api/my/item-use', { itemCode: 421, quantity: 2 })).toMatchObject(
      refusal(409, MONEY_CODES.insufficientBalance, 'insufficientItems'),
    );
    expect(await post(api, member, '/api/my/item-use', { itemCode: 421, channelId: 999_999 })).toMatchObject(
      refusal(404, MONEY_CODES.notFound, 'channelNotFound'),
    );
    expect(await balanceOf(api, walletOf(member.memberId, 'onair', 421))).toBe(1);
  });

  test('the luv preset is the default until set; a set preset is kept; limits are checked', async () => {
    const fresh = await newMember(api);
    expect((await get(api, fresh, '/api/my/luv-preset')).body).toEqual({ amounts: [...DEFAULT_LUV_PRESET] });
    const put = await api.call('PUT', '/api/my/luv-preset', {
      body: { amounts: [10, 20, 30] },
      headers: fresh.headers,
    });
    expect(put).toMatchObject({ status: 200, body: { amounts: [10, 20, 30] } });
    expect((await get(api, fresh, '/api/my/luv-preset')).body).toEqual({ amounts: [10, 20, 30] });
    await api.call('PUT', '/api/my/luv-preset', { body: { amounts: [50_000] }, headers: fresh.headers });
    expect((await get(api, fresh, '/api/my/luv-preset')).body).toEqual({ amounts: [50_000] });
    for (const amounts of [[], [1, 2, 3, 4, 5, 6, 7], [0], [50_001], [1.5]]) {
      expect((await api.call('PUT', '/api/my/luv-preset', { body: { amounts }, headers: fresh.headers })).status).toBe(
        400,
      );
    }
  });

  test('the catalog lists the currency and item packages; brands that do not sell answer 404 FEATURE_OFF', async () => {
    expect(await get(api, null, '/api/shoppings/products')).toMatchObject({
      status: 200,
      body: { luv: LUV_PRODUCTS, flax: FLAX_PRODUCTS },
    });
    expect(await get(api, null, '/api/shoppings/products', { 'x-site-code': 'bellcast' })).toMatchObject(
      refusal(404, MONEY_CODES.featureOff, 'featureOff'),
    );
  });
});
