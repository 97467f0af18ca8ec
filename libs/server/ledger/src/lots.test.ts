import { sql } from 'drizzle-orm';
import { InsufficientBalance } from './errors';
import { checkLedgerInvariants } from './invariants';
import { lotExpiryReference, paymentLotOf, walletLotById, walletLotsOf } from './lots';
import { createGiftSender } from './send-gift';
import { hashRequestBody } from './request-hash';
import { rowsOf } from './sql-rows';
import { giftPosting, grant, ledgerTestTargets, memberAccount, namedTestMembers, openLedgerFixture, systemAccount } from './testing';
import type { LedgerTx } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(ledgerTestTargets())('wallet lots on $name', (target) => {
  let fixture: Awaited<ReturnType<typeof openLedgerFixture>>;
  beforeAll(async () => {
    fixture = await openLedgerFixture(target);
  });
  afterAll(() => fixture.close());
  afterEach(async () => {
    expect((await checkLedgerInvariants(fixture.db)).problems).toEqual([]);
  });

  /** A purchase as the payment code posts it: the gateway pays the wallet, reference payment:{orderId}. */
  const buy = (tx: LedgerTx, member: number, orderId: string, quantity: number) =>
    fixture.ledger.post(tx, {
      brand: 'onair',
      reason: 'payment',
      reference: `payment:${orderId}`,
      entries: [
        { account: systemAccount('gateway'), amount: -quantity },
        { account: memberAccount(member), amount: quantity },
      ],
    });
  /** Takes back `taken` from the wallet, the rest owed, as a refund of orderId. */
  const refund = (tx: LedgerTx, member: number, orderId: string, bought: number, taken: number) =>
    fixture.ledger.post(tx, {
      brand: 'onair',
      reason: 'refund',
      reference: `refund:${orderId}`,
      entries: [
        ...(taken > 0 ? [{ account: memberAccount(member), amount: -taken }] : []),
        ...(bought > taken ? [{ account: memberAccount(member, 'debt'), amount: -(bought - taken) }] : []),
        { account: systemAccount('gateway'), amount: bought },
      ],
    });
  const spend = (member: number, streamer: number, amount: number, reference = 'test:gift') =>
    fixture.ledger.transaction((tx) => fixture.ledger.post(tx, giftPosting(member, streamer, amount, 0, reference)));
  const lots = (member: number) => walletLotsOf(fixture.db, memberAccount(member), { all: true });
  const parts = async (member: number) =>
    (await lots(member)).map(({ source, quantity, remaining, used, refunded, expired }) => ({ source, quantity, remaining, used, refunded, expired }));

  test('a purchase opens a purchase lot valid 5 years; a grant opens a free lot', async () => {
    const { member } = await namedTestMembers(fixture.db, 'member');
    await fixture.ledger.transaction(async (tx) => {
      await buy(tx, member, 'ORD-lots-1', 1000);
      await grant(fixture.ledger, tx, memberAccount(member), 200);
    });
    const [bought, free] = await lots(member);
    if (!bought) throw new Error('no purchase lot');
    expect(bought).toMatchObject({ source: 'purchase', reference: 'payment:ORD-lots-1', quantity: 1000, remaining: 1000 });
    expect(free).toMatchObject({ source: 'free', quantity: 200, remaining: 200 });
    const years = (bought.expiresAt.getTime() - bought.acquiredAt.getTime()) / (365.25 * DAY_MS);
    expect(years).toBeCloseTo(5, 1);
  });

  test('spends oldest first, across lots, and a partly used lot keeps its rest', async () => {
    const { member, streamer } = await namedTestMembers(fixture.db, 'member', 'streamer');
    await fixture.ledger.transaction((tx) => buy(tx, member, 'ORD-lots-2a', 500));
    await fixture.ledger.transaction((tx) => buy(tx, member, 'ORD-lots-2b', 1000));
    await spend(member, streamer, 300);
    expect(await parts(member)).toEqual([
      { source: 'purchase', quantity: 500, remaining: 200, used: 300, refunded: 0, expired: 0 },
      { source: 'purchase', quantity: 1000, remaining: 1000, used: 0, refunded: 0, expired: 0 },
    ]);
    await spend(member, streamer, 450);
    expect(await parts(member)).toEqual([
      { source: 'purchase', quantity: 500, remaining: 0, used: 500, refunded: 0, expired: 0 },
      { source: 'purchase', quantity: 1000, remaining: 750, used: 250, refunded: 0, expired: 0 },
    ]);
    expect(await fixture.ledger.balance(fixture.db, memberAccount(member))).toBe(750);
  });

  test('gifts through the gift statement spend oldest first too, a batch of them at once', async () => {
    const { member, streamer } = await namedTestMembers(fixture.db, 'member', 'streamer');
    const [channel] = await rowsOf<{ channel_id: number }>(
      fixture.db,
      sql`insert into channels (owner_member_id, name, is_live) values (${streamer}, ${`ch${streamer}`}, false) returning channel_id`,
    );
    await fixture.ledger.transaction((tx) => grant(fixture.ledger, tx, memberAccount(member), 100));
    await fixture.ledger.transaction((tx) => buy(tx, member, 'ORD-lots-3', 1000));
    const gifts = createGiftSender(fixture.db);
    const sent = await Promise.all(
      [40, 40, 40].map((amount, index) =>
        gifts.send(
          { memberId: member, key: `lots-gift-${index}`, operation: 'luvGift', requestHash: hashRequestBody({ index }) },
          { brand: 'onair', senderMemberId: member, channelId: Number(channel?.channel_id), itemCode: 100, amount, fee: 8, message: null },
          () => ({ status: 409, body: {} }),
        ),
      ),
    );
    expect(sent.map((outcome) => outcome.status)).toEqual([200, 200, 200]);
    expect((await parts(member)).map(({ remaining, used }) => ({ remaining, used }))).toEqual([
      { remaining: 0, used: 100 },
      { remaining: 980, used: 20 },
    ]);
  });

  test("a refund takes back its own lot's unused part, whatever is older, and the rest is owed", async () => {
    const { member, streamer } = await namedTestMembers(fixture.db, 'member', 'streamer');
    await fixture.ledger.transaction((tx) => buy(tx, member, 'ORD-lots-4a', 300));
    await fixture.ledger.transaction((tx) => buy(tx, member, 'ORD-lots-4b', 1000));
    await spend(member, streamer, 500); // 300 of the first lot, 200 of the second
    const lot = await paymentLotOf(fixture.db, 'ORD-lots-4b');
    if (!lot) throw new Error('no lot of the purchase');
    expect(lot).toMatchObject({ quantity: 1000, remaining: 800, used: 200 });
    await fixture.ledger.transaction((tx) => refund(tx, member, 'ORD-lots-4b', 1000, lot.remaining));
    expect(await parts(member)).toEqual([
      { source: 'purchase', quantity: 300, remaining: 0, used: 300, refunded: 0, expired: 0 },
      { source: 'purchase', quantity: 1000, remaining: 0, used: 200, refunded: 800, expired: 0 },
    ]);
    expect(await fixture.ledger.balance(fixture.db, memberAccount(member, 'debt'))).toBe(-200);
  });

  test('a refund of an unused purchase leaves the older lots alone', async () => {
    const { member } = await namedTestMembers(fixture.db, 'member');
    await fixture.ledger.transaction((tx) => grant(fixture.ledger, tx, memberAccount(member), 50));
    await fixture.ledger.transaction((tx) => buy(tx, member, 'ORD-lots-5', 1000));
    await fixture.ledger.transaction((tx) => refund(tx, member, 'ORD-lots-5', 1000, 1000));
    expect((await parts(member)).map(({ remaining, refunded }) => ({ remaining, refunded }))).toEqual([
      { remaining: 50, refunded: 0 },
      { remaining: 0, refunded: 1000 },
    ]);
  });

  test('an expiry posting takes what is left of its lot and nothing of the others', async () => {
    const { member, streamer } = await namedTestMembers(fixture.db, 'member', 'streamer');
    await fixture.ledger.transaction((tx) => buy(tx, member, 'ORD-lots-6a', 400));
    await fixture.ledger.transaction((tx) => buy(tx, member, 'ORD-lots-6b', 600));
    await spend(member, streamer, 100);
    const [oldest] = await lots(member);
    if (!oldest) throw new Error('no lot');
    const expire = (remaining: number) =>
      fixture.ledger.transaction((tx) =>
        fixture.ledger.post(tx, {
          brand: 'onair',
          reason: 'expiry',
          reference: lotExpiryReference(oldest.lotId),
          entries: [
            { account: memberAccount(member), amount: -remaining },
            { account: systemAccount('consumed'), amount: remaining },
          ],
        }),
      );
    await expire(300);
    expect(await walletLotById(fixture.db, oldest.lotId)).toMatchObject({ remaining: 0, used: 100, expired: 300 });
    expect((await lots(member))[1]).toMatchObject({ remaining: 600, expired: 0 });
    expect(await fixture.ledger.balance(fixture.db, memberAccount(member))).toBe(600);
  });

  test('a refused debit moves no lot; a rolled-back one neither', async () => {
    const { member, streamer } = await namedTestMembers(fixture.db, 'member', 'streamer');
    await fixture.ledger.transaction((tx) => buy(tx, member, 'ORD-lots-7', 100));
    await expect(spend(member, streamer, 101)).rejects.toBeInstanceOf(InsufficientBalance);
    await expect(
      fixture.ledger.transaction(async (tx) => {
        await fixture.ledger.post(tx, giftPosting(member, streamer, 60, 0));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await parts(member)).toEqual([{ source: 'purchase', quantity: 100, remaining: 100, used: 0, refunded: 0, expired: 0 }]);
  });

  test('items are kept in lots too', async () => {
    const { member } = await namedTestMembers(fixture.db, 'member');
    await fixture.ledger.transaction((tx) => grant(fixture.ledger, tx, memberAccount(member, 'wallet', 420), 3));
    await fixture.ledger.transaction((tx) =>
      fixture.ledger.post(tx, {
        brand: 'onair',
        reason: 'item_use',
        reference: 'test:use',
        entries: [
          { account: memberAccount(member, 'wallet', 420), amount: -1 },
          { account: systemAccount('consumed', 420), amount: 1 },
        ],
      }),
    );
    const [lot] = await walletLotsOf(fixture.db, memberAccount(member, 'wallet', 420));
    expect(lot).toMatchObject({ itemCode: 420, quantity: 3, remaining: 2, used: 1 });
  });

  test('the invariants see a wallet and its lots that disagree', async () => {
    const { member } = await namedTestMembers(fixture.db, 'member');
    await fixture.ledger.transaction((tx) => grant(fixture.ledger, tx, memberAccount(member), 10));
    await fixture.db
      .transaction(async (tx) => {
        await tx.execute(sql`update wallet_lots set remaining = remaining - 1, used = used + 1 where member_id = ${member}`);
        const report = await checkLedgerInvariants(tx);
        expect(report.problems.some((line) => line.includes("sum of its lots' remaining"))).toBe(true);
        throw new Error('undo');
      })
      .catch((error: Error) => expect(error.message).toBe('undo'));
  });
});
