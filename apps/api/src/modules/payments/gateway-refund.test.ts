import { and, eq, sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, paymentEvents, payments } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { checkLedgerInvariants } from '@onair/ledger';
import { balanceOf, expectLedgerSound, get, newMember, post, type TestMember } from '../money/testing/money-test-kit';
import {
  checkout,
  gatewayTest,
  order,
  startPaymentWorld,
  webhooksSettled,
  type PaymentWorld,
} from './testing/payment-world';
import { present } from '../../platform/present';

const account = (member: TestMember, kind: 'wallet' | 'debt', itemCode = 100) => ({
  member: member.memberId,
  brand: member.brand,
  kind,
  itemCode,
});
const card = (quantity: number) => ({ productCode: `LUV_${quantity}`, method: 'creditcard' });

/**
 * The gateway refunds an approved payment on its own (a chargeback, its console), and tells us only
 * by a signed CANCELED webhook. The money is gone: the payment is cancelled once, the wallet gives
 * back what it still holds of the purchase, and the rest is what the buyer owes.
 */
describe.each(testDatabaseTargets())('a refund the gateway made on its own, on $name', (target) => {
  let world: PaymentWorld;
  let streamer: TestMember;
  beforeAll(async () => {
    world = await startPaymentWorld(target);
    streamer = await newMember(world.api, { channel: {} });
  });
  afterAll(async () => {
    await world.api.ledger.foldPending();
    await expectLedgerSound(world.api);
    await world.close();
  });

  const db = () => world.api.database.db;
  const wallet = (member: TestMember) => balanceOf(world.api, account(member, 'wallet'));
  const owed = async (member: TestMember) => 0 - (await balanceOf(world.api, account(member, 'debt')));
  const gift = (member: TestMember, amount: number) =>
    post(world.api, member, '/api/luv/gift', { channelId: streamer.channelId, amount });

  /** Ordered, paid by card and approved; answers its order id and the gateway's payment key. */
  async function bought(member: TestMember, quantity: number) {
    const created = await order(world, member, card(quantity));
    expect(created.status).toBe(201);
    const paymentKey = present(created.body.checkoutUrl.split('/').pop(), 'the payment key') as string;
    await checkout(created, 'approve');
    await webhooksSettled(world, paymentKey);
    return { orderId: created.body.payment.orderId as string, paymentKey };
  }

  /** The gateway refunds on its own and its webhooks have been delivered. */
  async function refundedByGateway(paymentKey: string, deliveries = 2) {
    expect(await gatewayTest(world, `${paymentKey}/refund`)).toMatchObject({ status: 'CANCELED' });
    await webhooksSettled(world, paymentKey, deliveries);
  }

  const paymentOf = async (member: TestMember, orderId: string) =>
    (await get(world.api, member, `/api/shoppings/payments/${orderId}`)).body;

  /** The refund transactions of an order, with the wallet's and the debt's entries in each. */
  async function refundsOf(orderId: string) {
    const rows = await db()
      .select({ txId: ledgerTransactions.txId, kind: ledgerAccounts.kind, amount: ledgerEntries.amount })
      .from(ledgerTransactions)
      .innerJoin(ledgerEntries, eq(ledgerEntries.txId, ledgerTransactions.txId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.accountId, ledgerEntries.accountId))
      .where(eq(ledgerTransactions.reference, `refund:${orderId}`));
    const txIds = new Set(rows.map((row) => row.txId));
    const sumOf = (kind: string) =>
      rows.filter((row) => row.kind === kind).reduce((total, row) => total + Number(row.amount), 0);
    return { count: txIds.size, wallet: sumOf('wallet'), debt: sumOf('debt'), gateway: sumOf('gateway') };
  }

  /** How many times the payment moved to cancelled (state 7). */
  async function cancellations(orderId: string) {
    const [row] = await db()
      .select({ n: sql<number>`count(*)` })
      .from(paymentEvents)
      .innerJoin(payments, eq(payments.paymentId, paymentEvents.paymentId))
      .where(and(eq(payments.orderId, orderId), eq(paymentEvents.toState, 7)));
    return Number(row?.n);
  }

  it('all of it spent: the payment is cancelled, the wallet stays at zero, and the buyer owes all of it', async () => {
    const buyer = await newMember(world.api);
    const { orderId, paymentKey } = await bought(buyer, 1000);
    expect((await gift(buyer, 1000)).status).toBe(200);

    await refundedByGateway(paymentKey);

    expect(await paymentOf(buyer, orderId)).toMatchObject({ state: 7, cancelledAt: expect.any(String) });
    expect((await get(world.api, buyer, '/api/shoppings/payments')).body.items).toEqual([
      expect.objectContaining({ orderId, state: 7 }),
    ]);
    expect(await wallet(buyer)).toBe(0);
    expect(await owed(buyer)).toBe(1000);
    expect(await refundsOf(orderId)).toEqual({ count: 1, wallet: 0, debt: -1000, gateway: 1000 });
    expect(await cancellations(orderId)).toBe(1);
    // What the streamer received stays theirs: the debt is the buyer's, not a clawback.
    expect((await get(world.api, streamer, '/api/luv/received')).body.available).toBeGreaterThan(0);
    await expectLedgerSound(world.api);
  });

  it('part of it spent: the wallet gives back what it holds, the rest is owed, and the history shows it', async () => {
    const buyer = await newMember(world.api);
    const { orderId, paymentKey } = await bought(buyer, 1000);
    expect((await gift(buyer, 300)).status).toBe(200);

    await refundedByGateway(paymentKey);

    expect(await paymentOf(buyer, orderId)).toMatchObject({ state: 7 });
    expect(await wallet(buyer)).toBe(0);
    expect(await owed(buyer)).toBe(300);
    expect(await refundsOf(orderId)).toEqual({ count: 1, wallet: -700, debt: -300, gateway: 1000 });
    const history = (await get(world.api, buyer, '/api/luv/history?page=1&size=10')).body.items;
    expect(history[0]).toMatchObject({ reason: 'refund', reference: `refund:${orderId}`, amount: -700 });
    await expectLedgerSound(world.api);
  });

  it('nothing spent: the whole purchase is taken back and nothing is owed', async () => {
    const buyer = await newMember(world.api);
    const { orderId, paymentKey } = await bought(buyer, 1000);
    await refundedByGateway(paymentKey);
    expect(await wallet(buyer)).toBe(0);
    expect(await owed(buyer)).toBe(0);
    expect(await refundsOf(orderId)).toEqual({ count: 1, wallet: -1000, debt: 0, gateway: 1000 });
  });

  it('a refund webhook delivered twice, held back and replayed, acts once', async () => {
    const buyer = await newMember(world.api);
    const { orderId, paymentKey } = await bought(buyer, 3000);
    expect((await gift(buyer, 1000)).status).toBe(200);
    await gatewayTest(world, `${paymentKey}/faults`, { duplicate: true, hold: true });
    expect(await gatewayTest(world, `${paymentKey}/refund`)).toMatchObject({ status: 'CANCELED' });

    // Held: the refund has not reached us, so the buyer may still spend meanwhile.
    expect(await paymentOf(buyer, orderId)).toMatchObject({ state: 9 });
    expect((await gift(buyer, 500)).status).toBe(200);
    // Released: the refund and its duplicate (same eventId).
    expect(await gatewayTest(world, `${paymentKey}/webhooks/release`)).toEqual({ released: 2 });
    await webhooksSettled(world, paymentKey, 3);
    await gatewayTest(world, `${paymentKey}/webhooks/replay`, { times: 2 });
    await webhooksSettled(world, paymentKey, 5);

    expect(await paymentOf(buyer, orderId)).toMatchObject({ state: 7 });
    expect(await cancellations(orderId)).toBe(1);
    expect(await refundsOf(orderId)).toEqual({ count: 1, wallet: -1500, debt: -1500, gateway: 3000 });
    expect(await wallet(buyer)).toBe(0);
    expect(await owed(buyer)).toBe(1500);
  });

  it('a later purchase settles the debt first and credits the rest; cancelling it books the debt again', async () => {
    const buyer = await newMember(world.api);
    const first = await bought(buyer, 1000);
    expect((await gift(buyer, 1000)).status).toBe(200);
    await refundedByGateway(first.paymentKey);
    expect(await owed(buyer)).toBe(1000);

    const second = await bought(buyer, 3000);
    expect(await paymentOf(buyer, second.orderId)).toMatchObject({ state: 9 });
    expect(await owed(buyer)).toBe(0);
    expect(await wallet(buyer)).toBe(2000);
    const history = (await get(world.api, buyer, '/api/luv/history?page=1&size=10')).body.items;
    expect(history[0]).toMatchObject({ reason: 'payment', reference: `payment:${second.orderId}`, amount: 2000 });

    // The buyer cancels it: the 2,000 credited comes back out and the 1,000 it settled is owed again.
    const cancelled = await post(world.api, buyer, '/api/shoppings/payments-cancel', { orderId: second.orderId });
    expect(cancelled.body).toMatchObject({ state: 7 });
    expect(await wallet(buyer)).toBe(0);
    expect(await owed(buyer)).toBe(1000);
    expect(await refundsOf(second.orderId)).toEqual({ count: 1, wallet: -2000, debt: -1000, gateway: 3000 });
    await webhooksSettled(world, second.paymentKey, 2);
    expect(await cancellations(second.orderId)).toBe(1);

    // A purchase smaller than the debt goes wholly to it; the next one reaches the wallet.
    const third = await bought(buyer, 1000);
    expect(await paymentOf(buyer, third.orderId)).toMatchObject({ state: 9 });
    expect(await owed(buyer)).toBe(0);
    expect(await wallet(buyer)).toBe(0);
    await bought(buyer, 1000);
    expect(await wallet(buyer)).toBe(1000);
    await expectLedgerSound(world.api);
  });

  it('the gateway refunding a purchase that settled a debt: the settled part and the spent part are owed', async () => {
    const buyer = await newMember(world.api);
    const first = await bought(buyer, 1000);
    expect((await gift(buyer, 1000)).status).toBe(200);
    await refundedByGateway(first.paymentKey);
    const second = await bought(buyer, 3000);
    expect(await wallet(buyer)).toBe(2000);
    expect((await gift(buyer, 500)).status).toBe(200);

    await refundedByGateway(second.paymentKey);

    expect(await wallet(buyer)).toBe(0);
    expect(await owed(buyer)).toBe(1500);
    expect(await refundsOf(second.orderId)).toEqual({ count: 1, wallet: -1500, debt: -1500, gateway: 3000 });
  });

  it('the refund webhook racing a storm of gifts from the same wallet: cancelled once, nothing negative, owed what was spent', async () => {
    const buyer = await newMember(world.api);
    // 120 gifts of 50 fit in the 10,000 bought: only the refund, taking the wallet, refuses any.
    const { orderId, paymentKey } = await bought(buyer, 10000);
    const GIFTS = 120;
    const AMOUNT = 50;
    const statuses: number[] = [];
    let issued = 0;
    const sender = async () => {
      while (issued < GIFTS) {
        issued += 1;
        statuses.push((await gift(buyer, AMOUNT)).status);
      }
    };
    // The gateway refunds once 20 gifts are answered, while 8 senders keep gifting.
    const refundMidStorm = async () => {
      while (statuses.length < 20) await new Promise((resolve) => setTimeout(resolve, 2));
      expect(await gatewayTest(world, `${paymentKey}/refund`)).toMatchObject({ status: 'CANCELED' });
    };
    await Promise.all([refundMidStorm(), ...Array.from({ length: 8 }, sender)]);
    await webhooksSettled(world, paymentKey, 2);
    const succeeded = statuses.filter((status) => status === 200).length;
    const refused = statuses.filter((status) => status !== 200);
    expect(refused.every((status) => status === 409)).toBe(true);
    expect(statuses).toHaveLength(GIFTS);
    // The webhook did land mid-storm: gifts went before it and were refused after it.
    expect(succeeded).toBeGreaterThanOrEqual(20);
    expect(refused.length).toBeGreaterThan(0);
    const sent = succeeded * AMOUNT;

    await world.api.ledger.foldPending();
    const report = await checkLedgerInvariants(db());
    expect(report.problems).toEqual([]);
    const negative = await db()
      .select({ key: ledgerAccounts.accountKey })
      .from(ledgerAccounts)
      .where(sql`not ${ledgerAccounts.allowNegative} and ${ledgerAccounts.balance} < 0`);
    expect(negative).toEqual([]);

    const refund = await refundsOf(orderId);
    expect(refund.count).toBe(1);
    expect(await cancellations(orderId)).toBe(1);
    expect(await paymentOf(buyer, orderId)).toMatchObject({ state: 7 });
    // The buyer owes exactly what the gateway refunded minus what was taken back, which is what
    // the gifts spent before the refund; gifts after it found an empty wallet.
    expect(await wallet(buyer)).toBe(0);
    expect(await owed(buyer)).toBe(10000 + refund.wallet);
    expect(await owed(buyer)).toBe(sent);
    expect(refund).toEqual({ count: 1, wallet: sent - 10000, debt: 0 - sent, gateway: 10000 });
  });
});
