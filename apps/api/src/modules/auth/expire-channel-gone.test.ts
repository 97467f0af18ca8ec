// A withdrawn streamer's channel is gone (docs/money.md, "Membership withdrawal"): no list, search or
// page shows it, and a gift or subscription sent to it anyway (an old tab, a stale link) is refused
// as an unknown channel, on both paths of the gift statement, with nothing moved.
import { sql } from 'drizzle-orm';
import { MONEY_CODES } from '../../platform/http/money-errors';
import { testDatabaseTargets } from '@onair/db/testing';
import { walletOf } from '../../platform/ledger/accounts';
import {
  balanceOf,
  expectLedgerSound,
  fund,
  get,
  newKey,
  newMember,
  post,
  refusal,
  startMoneyApi,
  type MoneyApi,
} from '../money/testing/money-test-kit';
import { rowsOf } from '../../platform/ledger/sql-rows';
import { expire, memberWithPassword } from './testing/expire-kit';

describe.each(testDatabaseTargets())("a withdrawn streamer's channel on $name", (target) => {
  let api: MoneyApi;
  beforeAll(async () => {
    api = await startMoneyApi(target);
  });
  afterAll(async () => {
    await expectLedgerSound(api);
    await api.close();
  });

  test('is gone from lists, search and its page, and refuses gifts and subscriptions', async () => {
    const streamer = await memberWithPassword(api, { channel: {} });
    const channelId = streamer.channelId as number;
    const viewer = await newMember(api);
    await fund(api, walletOf(viewer.memberId, 'onair'), 10_000);
    // A gift before: the streamer's received account exists, so the set path alone decides.
    expect((await post(api, viewer, '/api/luv/gift', { channelId, amount: 100 })).status).toBe(200);
    const listed = async () =>
      (
        (await get(api, null, `/api/guest/channels?size=100&keyword=${encodeURIComponent(streamer.channelName ?? '')}`))
          .body.items as { channelId: number }[]
      ).map((channel) => channel.channelId);
    expect(await listed()).toContain(channelId);

    expect((await expire(api, streamer)).status).toBe(200);

    expect(await listed()).not.toContain(channelId);
    expect((await get(api, null, `/api/guest/channel/${channelId}`)).status).toBe(404);
    expect(await post(api, viewer, '/api/luv/gift', { channelId, amount: 100 })).toMatchObject(
      refusal(404, MONEY_CODES.notFound, 'channelNotFound'),
    );
    expect(await post(api, viewer, '/api/my/subscriptions', { channelId, plan: 'oneMonth' })).toMatchObject(
      refusal(404, MONEY_CODES.notFound, 'channelNotFound'),
    );
    expect(await balanceOf(api, walletOf(viewer.memberId, 'onair'))).toBe(9_900);
  });

  test('the gift-by-gift path refuses it too, and opens no account for it', async () => {
    const streamer = await memberWithPassword(api, { channel: {} });
    const viewer = await newMember(api);
    await fund(api, walletOf(viewer.memberId, 'onair'), 1_000);
    expect((await expire(api, streamer)).status).toBe(200);
    const order = {
      ord: 0,
      member_id: viewer.memberId,
      key: newKey(),
      operation: 'POST /api/luv/gift',
      request_hash: 'test',
      brand: 'onair',
      channel_id: streamer.channelId,
      item_code: 100,
      amount: 100,
      fee: 20,
      message: null,
    };
    const answers = await rowsOf<{ outcome: string }>(
      api.database.db,
      sql`select outcome from onair_send_gifts_in_turn(${JSON.stringify([order])}::jsonb)`,
    );
    expect(answers.map((answer) => answer.outcome)).toEqual(['channelNotFound']);
    const accounts = await rowsOf<{ n: number | string }>(
      api.database.db,
      sql`select count(*) as n from ledger_accounts where account_key = ${`m:${streamer.memberId}:received:100`}`,
    );
    expect(Number(accounts[0]?.n)).toBe(0);
    expect(await balanceOf(api, walletOf(viewer.memberId, 'onair'))).toBe(1_000);
  });
});
