import { eq, sql } from 'drizzle-orm';
import { ledgerTransactions, members, payments } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
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
  type TestMember,
} from '../money/testing/money-test-kit';
import { checkout, order, startPaymentWorld, type PaymentWorld } from './testing/payment-world';

const LUV_1000 = { productCode: 'LUV_1000', method: 'creditcard' };
const KST_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const wallet = (member: TestMember) => ({ member: member.memberId, brand: member.brand, kind: 'wallet' as const, itemCode: 100 });

/** The start of the Korean calendar day `daysAgo` days before today, as a UTC instant. */
function kstDayStart(daysAgo: number, now = Date.now()) {
  const kst = new Date(now + KST_MS);
  return Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth(), kst.getUTCDate()) - KST_MS - daysAgo * DAY_MS;
}

describe.each(testDatabaseTargets())('withdrawal of purchase (청약철회) and receipts on $name', (target) => {
  let world: PaymentWorld;
  beforeAll(async () => {
    world = await startPaymentWorld(target);
  });
  afterAll(async () => {
    await expectLedgerSound(world.api);
    await world.close();
  });

  let phoneSerial = 0;
  /** A member with a phone on file, so receipts go out by SMS to the sandbox's outbox. */
  const buyerWithPhone = async () => {
    const buyer = await newMember(world.api);
    const phone = `0109${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSerial).padStart(4, '0')}`;
    await world.api.database.db.update(members).set({ phone }).where(eq(members.memberId, buyer.memberId));
    return { ...buyer, phone };
  };
  const bought = async (buyer: TestMember) => {
    const created = await order(world, buyer, LUV_1000);
    await checkout(created, 'approve');
    return created.body.payment.orderId as string;
  };
  const approvedOn = (orderId: string, at: number) =>
    world.api.database.db.update(payments).set({ approvedAt: new Date(at) }).where(eq(payments.orderId, orderId));
  const withdraw = (buyer: TestMember, orderId: string, key = newKey()) =>
    post(world.api, buyer, '/api/shoppings/payments-cancel', { orderId }, key);
  const outbox = async (phone: string, atLeast: number) => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const { messages } = (await (await fetch(`${world.gatewayUrl}/sms/outbox?to=${phone}`)).json()) as { messages: { text: string }[] };
      if (messages.length >= atLeast) return messages.map((message) => message.text);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`fewer than ${atLeast} texts reached ${phone}`);
  };

  it('refunds an unused purchase in full from the wallet, and both receipts reach the outbox and the wallet', async () => {
    const buyer = await buyerWithPhone();
    const orderId = await bought(buyer);
    const before = (await get(world.api, buyer, `/api/shoppings/payments/${orderId}`)).body;
    expect(before).toMatchObject({ state: 9, unusedQuantity: 1000, withdrawableUntil: expect.any(String) });
    expect(new Date(before.withdrawableUntil).getTime()).toBe(kstDayStart(-8) - 1);

    const refunded = await withdraw(buyer, orderId);
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ state: 7 });
    expect(await balanceOf(world.api, wallet(buyer))).toBe(0);

    const texts = await outbox(buyer.phone, 2);
    expect(texts).toHaveLength(2);
    const paid = texts.find((text) => text.includes('결제 영수증'));
    expect(paid).toContain('1,100원 (부가세 포함)');
    expect(paid).toContain('청약철회(전액 환불)');
    expect(texts.find((text) => text.includes('환불 영수증'))).toContain(orderId);
    const listed = (await get(world.api, buyer, '/api/shoppings/receipts')).body;
    expect(listed.items.map((receipt: { kind: string; reference: string }) => [receipt.kind, receipt.reference])).toEqual([
      ['refund', `refund:${orderId}`],
      ['payment', `payment:${orderId}`],
    ]);
    expect(listed.items[0]).toMatchObject({ amountWon: 1100, channel: 'sms', detail: { by: 'member', takenBack: 1000, owed: 0 } });
  });

  it('day 7 after the day of purchase (KST) yes, day 8 no', async () => {
    const buyer = await newMember(world.api);
    const day7 = await bought(buyer);
    await approvedOn(day7, kstDayStart(7) + 60_000);
    expect((await withdraw(buyer, day7)).body).toMatchObject({ state: 7 });

    const day8 = await bought(buyer);
    await approvedOn(day8, kstDayStart(7) - 60_000);
    expect(await withdraw(buyer, day8)).toMatchObject(refusal(409, 'CONFLICT', 'withdrawalPeriodOver', { days: '7' }));
    expect((await get(world.api, buyer, `/api/shoppings/payments/${day8}`)).body).toMatchObject({ state: 9, unusedQuantity: 1000 });
    expect(await balanceOf(world.api, wallet(buyer))).toBe(1000);
  });

  it('a used part refuses it, exactly by lots: older currency is spent first and does not count', async () => {
    const buyer = await newMember(world.api);
    const streamer = await newMember(world.api, { channel: {} });
    await fund(world.api, wallet(buyer), 500);
    const orderId = await bought(buyer);
    const gift = (amount: number) => post(world.api, buyer, '/api/luv/gift', { channelId: streamer.channelId, amount });
    expect((await gift(300)).status).toBe(200);
    // The 300 came out of the older free lot: the purchase is untouched and may still be withdrawn.
    expect((await get(world.api, buyer, `/api/shoppings/payments/${orderId}`)).body.unusedQuantity).toBe(1000);

    expect((await gift(300)).status).toBe(200);
    // 200 left of the free lot, then 100 of the purchase: a part is used; the wallet still holds 900.
    expect((await get(world.api, buyer, `/api/shoppings/payments/${orderId}`)).body.unusedQuantity).toBe(900);
    expect(await withdraw(buyer, orderId)).toMatchObject(refusal(409, 'CONFLICT', 'refundAlreadySpent'));
    expect(await balanceOf(world.api, wallet(buyer))).toBe(900);
  });

  it('a retry with the same Idempotency-Key replays the refund and moves nothing more', async () => {
    const buyer = await newMember(world.api);
    const orderId = await bought(buyer);
    const key = newKey();
    const first = await withdraw(buyer, orderId, key);
    const again = await withdraw(buyer, orderId, key);
    expectReplayOf(again, first);
    const refunds = await world.api.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, `refund:${orderId}`));
    expect(refunds).toHaveLength(1);
    const [receipts] = await world.api.database.db.execute(
      sql`select count(*)::int as n from receipts where reference = ${`refund:${orderId}`}`,
    ).then((result) => (result as unknown as { rows: { n: number }[] }).rows);
    expect(receipts?.n).toBe(1);
  });

  it("another member's payment is answered as none and moves nothing, nor shows its receipts", async () => {
    const buyer = await newMember(world.api);
    const other = await newMember(world.api);
    const orderId = await bought(buyer);
    expect(await withdraw(other, orderId)).toMatchObject(refusal(404, 'NOT_FOUND', 'paymentNotFound'));
    expect((await get(world.api, other, '/api/shoppings/receipts')).body.total).toBe(0);
    expect(await balanceOf(world.api, wallet(buyer))).toBe(1000);
  });

  it('the shop discloses the rights, and the wallet lists its lots with their validity', async () => {
    const buyer = await newMember(world.api);
    await bought(buyer);
    expect((await get(world.api, null, '/api/shoppings/purchase-rights')).body).toEqual({
      withdrawalDays: 7,
      purchasedValidityYears: 5,
      freeValidityDays: 1825,
      expiryNoticeDays: 30,
    });
    const { lots } = (await get(world.api, buyer, '/api/shoppings/wallet-lots')).body;
    expect(lots).toEqual([expect.objectContaining({ source: 'purchase', quantity: 1000, remaining: 1000, expiringSoon: false })]);
  });
});
