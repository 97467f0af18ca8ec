// A gift already inside its statement when the streamer's withdrawal commits lands after the forfeit
// (docs/money.md, "Membership withdrawal"); the late-forfeit sweep hands it to the brand, once.
import { sql } from 'drizzle-orm';
import { testDatabaseTargets } from '@onair/db/testing';
import { accountKeyOf } from '@onair/ledger';
import { untilGiftStatementWaitsOnLock, widerPool } from '@onair/ledger/testing';
import { getBrand } from '@onair/brand';
import { receivedOf, systemAccount, walletOf } from '../../platform/ledger/accounts';
import { splitCommission } from '../money/index';
import { rowsOf } from '../../platform/ledger/sql-rows';
import {
  balanceOf,
  expectLedgerSound,
  fund,
  newMember,
  post,
  startMoneyApi,
  type MoneyApi,
} from '../money/testing/money-test-kit';
import { expire, memberWithPassword } from './testing/expire-kit';
import { forfeitLateCredits, lateForfeitReference } from './late-forfeits';

const HOUR = 60 * 60 * 1000;
/** What the streamer is credited for a gift of this much, after the brand's commission. */
const netOf = (amount: number) => splitCommission(amount, getBrand('onair').giftCommissionPercent).net;

describe.each(testDatabaseTargets())('credits that reach a withdrawn member on $name', (target) => {
  let api: MoneyApi;
  beforeAll(async () => {
    api = await startMoneyApi(target);
  });
  afterAll(async () => {
    await expectLedgerSound(api);
    await api.close();
  });

  const consumed = () => balanceOf(api, systemAccount('onair', 'consumed', 100));
  const lateForfeits = async (memberId: number) =>
    rowsOf<{ n: number | string }>(
      api.database.db,
      sql`select count(*) as n from ledger_transactions where reference = ${lateForfeitReference(memberId)}`,
    );

  // PGlite runs one transaction at a time: no gift can be in flight while a withdrawal commits there.
  const onPostgres = target.name === 'postgres' ? test : test.skip;

  onPostgres(
    'a gift that was in flight when the streamer withdrew is forfeited to the brand by the sweep, once',
    async () => {
      const streamer = await memberWithPassword(api, { channel: {} });
      const channelId = streamer.channelId as number;
      const viewer = await newMember(api);
      await fund(api, walletOf(viewer.memberId, 'onair'), 10_000);
      // A first gift opens the streamer's received account; the withdrawal forfeits its net.
      expect((await post(api, viewer, '/api/luv/gift', { channelId, amount: 100 })).status).toBe(200);

      // Another transaction holds the viewer's wallet, so the next gift's statement, which has already
      // read the channel and its owner as a member, waits on the wallet's row lock.
      const other = await widerPool(api.database, 2);
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held = () => undefined as void;
      const walletHeld = new Promise<void>((resolve) => (held = resolve));
      try {
        const holder = other.db.transaction(async (tx) => {
          await tx.execute(
            sql`select 1 from ledger_accounts where account_key = ${accountKeyOf(walletOf(viewer.memberId, 'onair'))} for update`,
          );
          held();
          await released;
        });
        await walletHeld;
        const giftInFlight = post(api, viewer, '/api/luv/gift', { channelId, amount: 1_000 });
        await untilGiftStatementWaitsOnLock(other.db);

        const consumedBefore = await consumed();
        expect((await expire(api, streamer)).status).toBe(200);
        expect(await consumed()).toBe(consumedBefore + netOf(100));

        release();
        await holder;
        // The statement read the streamer as a member before the withdrawal committed: the gift goes through.
        expect((await giftInFlight).status).toBe(200);
      } finally {
        release();
        await other.close();
      }
      expect(await balanceOf(api, receivedOf(streamer.memberId, 'onair'))).toBe(netOf(1_000));

      const swept = await forfeitLateCredits(api.database.db, api.ledger);
      expect(swept).toEqual([{ memberId: streamer.memberId, forfeited: { 100: netOf(1_000) } }]);
      expect(await balanceOf(api, receivedOf(streamer.memberId, 'onair'))).toBe(0);
      expect(await lateForfeits(streamer.memberId)).toEqual([{ n: '1' }]);

      // A second sweep, as another node's would be, finds nothing left to move.
      const consumedAfter = await consumed();
      expect(await forfeitLateCredits(api.database.db, api.ledger)).toEqual([]);
      expect(await consumed()).toBe(consumedAfter);
      expect(await lateForfeits(streamer.memberId)).toEqual([{ n: '1' }]);
    },
  );

  test('members still with us, and withdrawals older than the window, are left alone', async () => {
    const member = await memberWithPassword(api, { channel: {} });
    await fund(api, walletOf(member.memberId, 'onair'), 500);
    await fund(api, receivedOf(member.memberId, 'onair'), 700);
    expect(await forfeitLateCredits(api.database.db, api.ledger)).toEqual([]);
    expect(await balanceOf(api, walletOf(member.memberId, 'onair'))).toBe(500);

    // Withdrawn more than the window ago (a credit since then is the operators' to look at).
    const gone = await memberWithPassword(api, { channel: {} });
    expect((await expire(api, gone)).status).toBe(200);
    await fund(api, receivedOf(gone.memberId, 'onair'), 300);
    const later = new Date(Date.now() + 2 * HOUR);
    expect(await forfeitLateCredits(api.database.db, api.ledger, { now: later, windowMs: HOUR })).toEqual([]);
    expect(await balanceOf(api, receivedOf(gone.memberId, 'onair'))).toBe(300);

    // Within the window it is swept, settled or still pending alike.
    expect(await forfeitLateCredits(api.database.db, api.ledger)).toEqual([
      { memberId: gone.memberId, forfeited: { 100: 300 } },
    ]);
    expect(await balanceOf(api, receivedOf(gone.memberId, 'onair'))).toBe(0);
    expect(await balanceOf(api, walletOf(member.memberId, 'onair'))).toBe(500);
    expect(await balanceOf(api, receivedOf(member.memberId, 'onair'))).toBe(700);
  });
});
