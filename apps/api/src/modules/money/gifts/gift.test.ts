import { MONEY_CODES } from '../../../platform/http/money-errors';
import { testDatabaseTargets } from '@onair/db/testing';
import { receivedOf, systemAccount, walletOf } from '../../../platform/ledger/accounts';
import type { GiftEvent } from '../gift-events';
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

describe.each(testDatabaseTargets())('gifts on $name', (target) => {
  let api: MoneyApi;
  let viewer: TestMember;
  let streamer: TestMember;
  let offline: TestMember;
  const published: GiftEvent[] = [];

  beforeAll(async () => {
    api = await startMoneyApi(target);
    api.app.giftEvents.subscribe((event) => published.push(event));
    viewer = await newMember(api);
    streamer = await newMember(api, { channel: { live: true } });
    offline = await newMember(api, { channel: { live: false } });
    await fund(api, walletOf(viewer.memberId, 'onair'), 100_000);
    await fund(api, walletOf(viewer.memberId, 'onair', 440), 10);
  });
  afterAll(async () => {
    await expectLedgerSound(api);
    await api.close();
  });

  test('a gift of the currency pays the streamer less the 20% commission and answers the balance', async () => {
    const before = await balanceOf(api, receivedOf(streamer.memberId, 'onair'));
    const commission = await balanceOf(api, systemAccount('onair', 'commission'));
    const sent = await post(api, viewer, '/api/luv/gift', { channelId: streamer.channelId, amount: 1001, message: '  좋아요  ' });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ giftId: expect.any(Number), itemCode: 100, amount: 1001, netAmount: 801, balance: 98_999, live: true });
    expect(await balanceOf(api, receivedOf(streamer.memberId, 'onair'))).toBe(before + 801);
    expect(await balanceOf(api, systemAccount('onair', 'commission'))).toBe(commission + 200);
    expect(sent.headers.get('idempotent-replayed')).toBeNull();
  });

  test('a gift to a live channel is published after it commits, with the sender and message; an offline one is not', async () => {
    published.length = 0;
    const live = await post(api, viewer, '/api/luv/gift', { channelId: streamer.channelId, amount: 100, message: '안녕하세요' });
    const quiet = await post(api, viewer, '/api/luv/gift', { channelId: offline.channelId, amount: 100 });
    expect(quiet.body.live).toBe(false);
    await waitFor(() => published.length >= 1);
    expect(published).toEqual([
      {
        giftId: live.body.giftId,
        channelId: streamer.channelId,
        brand: 'onair',
        senderMemberId: viewer.memberId,
        senderNickname: viewer.nickname,
        itemCode: 100,
        amount: 100,
        message: '안녕하세요',
        at: expect.any(String),
      },
    ]);
  });

  test('an event item goes whole to the streamer, into their received account of that item', async () => {
    const sent = await post(api, viewer, '/api/luv/gift', { channelId: offline.channelId, itemCode: 440, amount: 3 });
    expect(sent.body).toMatchObject({ itemCode: 440, amount: 3, netAmount: 3, balance: 7 });
    expect(await balanceOf(api, receivedOf(offline.memberId, 'onair', 440))).toBe(3);
  });

  test('refusals: unknown channel, own channel, items that are not gifts, too much, too little', async () => {
    expect(await post(api, viewer, '/api/luv/gift', { channelId: 999_999, amount: 100 })).toMatchObject(refusal(404, MONEY_CODES.notFound, 'channelNotFound'));
    expect(await post(api, streamer, '/api/luv/gift', { channelId: streamer.channelId, amount: 100 })).toMatchObject(
      refusal(422, MONEY_CODES.invalid, 'giftToOwnChannel'),
    );
    for (const itemCode of [420, 700, 999]) {
      expect(await post(api, viewer, '/api/luv/gift', { channelId: streamer.channelId, itemCode, amount: 1 })).toMatchObject(
        refusal(422, MONEY_CODES.invalid, 'itemNotGiftable'),
      );
    }
    const tooMuch = await post(api, viewer, '/api/luv/gift', { channelId: streamer.channelId, amount: 50_001 });
    expect(tooMuch).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR', key: 'money.giftTooLarge', params: { maximum: '50,000', currency: '러브' }, errors: [{ field: 'amount', in: 'body', message: '한 번에 최대 50,000 러브까지 선물할 수 있습니다.', key: 'money.giftTooLarge' }] } });
    const tooManyItems = await post(api, viewer, '/api/luv/gift', { channelId: streamer.channelId, itemCode: 441, amount: 50_001 });
    expect(tooManyItems).toMatchObject({ status: 400, body: { key: 'money.giftTooManyItems', params: { maximum: '50,000' }, message: '한 번에 최대 50,000개까지 선물할 수 있습니다.' } });
    const poor = await newMember(api);
    expect(await post(api, poor, '/api/luv/gift', { channelId: streamer.channelId, amount: 100 })).toMatchObject(
      refusal(409, MONEY_CODES.insufficientBalance, 'insufficientBalance'),
    );
    expect(await post(api, poor, '/api/luv/gift', { channelId: streamer.channelId, itemCode: 441, amount: 1 })).toMatchObject(
      refusal(409, MONEY_CODES.insufficientBalance, 'insufficientItems'),
    );
    expect(await post(api, viewer, '/api/luv/gift', { channelId: streamer.channelId, amount: 0 })).toMatchObject({ status: 400 });
    const visitor = await api.call('POST', '/api/luv/gift', { body: { channelId: streamer.channelId, amount: 1 }, headers: { 'idempotency-key': newKey() } });
    expect(visitor.status).toBe(401);
  });

  test('the same key twice answers the first answer, moves once and shows once; another body is refused; no key is refused', async () => {
    const sender = await newMember(api);
    await fund(api, walletOf(sender.memberId, 'onair'), 1000);
    published.length = 0;
    const key = newKey();
    const body = { channelId: streamer.channelId, amount: 300 };
    const first = await post(api, sender, '/api/luv/gift', body, key);
    const second = await post(api, sender, '/api/luv/gift', body, key);
    expect(first.status).toBe(200);
    expectReplayOf(second, first);
    expect(await balanceOf(api, walletOf(sender.memberId, 'onair'))).toBe(700);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(published.filter((event) => event.senderMemberId === sender.memberId)).toHaveLength(1);

    expect(await post(api, sender, '/api/luv/gift', { ...body, amount: 301 }, key)).toMatchObject(
      refusal(422, MONEY_CODES.idempotencyKeyMismatch, 'idempotencyKeyMismatch'),
    );
    expect(await post(api, sender, '/api/luv/gift', body, null)).toMatchObject(refusal(400, MONEY_CODES.idempotencyKeyRequired, 'idempotencyKeyRequired'));
    expect(await balanceOf(api, walletOf(sender.memberId, 'onair'))).toBe(700);

    // A refusal is the first answer too: after topping up, the same key still says insufficient.
    const refusedKey = newKey();
    const refused = await post(api, sender, '/api/luv/gift', { channelId: streamer.channelId, amount: 5000 }, refusedKey);
    expect(refused.status).toBe(409);
    await fund(api, walletOf(sender.memberId, 'onair'), 10_000);
    expectReplayOf(await post(api, sender, '/api/luv/gift', { channelId: streamer.channelId, amount: 5000 }, refusedKey), refused);
  });

  test('20 concurrent gifts with the balance for 10: exactly 10 succeed and the balance ends at 0', async () => {
    const sender = await newMember(api);
    await fund(api, walletOf(sender.memberId, 'onair'), 10 * 500);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(api, sender, '/api/luv/gift', { channelId: streamer.channelId, amount: 500 })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(10);
    expect(Math.min(...answers.filter((answer) => answer.status === 200).map((answer) => answer.body.balance))).toBe(0);
    expect(await balanceOf(api, walletOf(sender.memberId, 'onair'))).toBe(0);
  });

  test('concurrent retries of one gift under one key move it once', async () => {
    const sender = await newMember(api);
    await fund(api, walletOf(sender.memberId, 'onair'), 1000);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(api, sender, '/api/luv/gift', { channelId: streamer.channelId, amount: 100 }, key)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body.giftId)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(5);
    expect(await balanceOf(api, walletOf(sender.memberId, 'onair'))).toBe(900);
  });

  test('received-list and sent-list show the gifts with channel names and sender nicknames, newest first', async () => {
    const sender = await newMember(api);
    await fund(api, walletOf(sender.memberId, 'onair'), 1000);
    const first = await post(api, sender, '/api/luv/gift', { channelId: offline.channelId, amount: 100, message: '첫 선물' });
    const second = await post(api, sender, '/api/luv/gift', { channelId: offline.channelId, amount: 200 });
    const sent = await get(api, sender, '/api/luv/sent-list?size=1');
    expect(sent).toMatchObject({ status: 200, body: { page: 1, size: 1, total: 2 } });
    expect(sent.body.items).toEqual([
      {
        giftId: second.body.giftId,
        channelId: offline.channelId,
        channelName: offline.channelName,
        senderNickname: sender.nickname,
        itemCode: 100,
        amount: 200,
        netAmount: 160,
        message: null,
        live: false,
        createdAt: expect.any(String),
        mistakeReport: null,
      },
    ]);
    const received = await get(api, offline, '/api/luv/received-list?size=100');
    expect(received.body.items.map((gift: { giftId: number }) => gift.giftId).slice(0, 2)).toEqual([second.body.giftId, first.body.giftId]);
    expect(received.body.items[1]).toMatchObject({ senderNickname: sender.nickname, message: '첫 선물' });
    expect(await get(api, sender, '/api/luv/received-list')).toMatchObject({ status: 200, body: { items: [], total: 0 } });
  });

  test('bellcast gifts in bells with its own 30% commission', async () => {
    const bellViewer = await newMember(api, { brand: 'bellcast' });
    const host = await newMember(api, { brand: 'bellcast', channel: {} });
    await fund(api, walletOf(bellViewer.memberId, 'bellcast'), 1000);
    const sent = await post(api, bellViewer, '/api/luv/gift', { channelId: host.channelId, amount: 1000 });
    expect(sent.body).toMatchObject({ netAmount: 700, balance: 0 });
    expect(await post(api, bellViewer, '/api/luv/gift', { channelId: host.channelId, amount: 1 })).toMatchObject({
      status: 409,
      body: { message: '보유 벨 잔액이 부족합니다.' },
    });
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 2000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
