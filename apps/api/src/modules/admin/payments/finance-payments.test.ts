import { and, eq } from 'drizzle-orm';
import { auditLog, ledgerTransactions, payments } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { balanceOf, expectLedgerSound, newMember, post, type TestMember } from '../../money/testing/money-test-kit';
import { checkout, order, startPaymentWorld, webhooksSettled, type PaymentWorld } from '../../payments/testing/payment-world';
import { consoleHeaders, newStaff, signIn, type ConsoleApi } from '../testing/console-kit';

const LUV_1000 = { productCode: 'LUV_1000', method: 'creditcard' };
const account = (member: TestMember, kind: 'wallet' | 'debt') => ({ member: member.memberId, brand: member.brand, kind, itemCode: 100 });

describe.each(testDatabaseTargets())("finance staff's payments and refunds on $name", (target) => {
  let world: PaymentWorld;
  let consoleApi: ConsoleApi;
  let finance: string;
  const clock = { ms: Date.now() };
  beforeAll(async () => {
    world = await startPaymentWorld(target, { now: () => clock.ms });
    consoleApi = Object.assign(world.api, { clock, settings: world.settings }) as unknown as ConsoleApi;
    finance = await signIn(consoleApi, await newStaff(consoleApi, 'finance', ['onair']), 'onair');
  }, 180_000);
  afterAll(async () => {
    await expectLedgerSound(world.api);
    await world.close();
  });

  const asStaff = (cookie: string, method: 'GET' | 'POST', path: string, body?: unknown, brand: 'onair' | 'bellcast' = 'onair') =>
    world.api.call(method, path, { headers: consoleHeaders(cookie, brand), ...(body === undefined ? {} : { body }) });
  const bought = async (buyer: TestMember) => {
    const created = await order(world, buyer, LUV_1000);
    await checkout(created, 'approve');
    return created.body.payment.orderId as string;
  };
  const refunds = (orderId: string) =>
    world.api.database.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.reference, `refund:${orderId}`));

  it('looks payments up by order id, member and date, with every state change and webhook', async () => {
    const buyer = await newMember(world.api);
    const orderId = await bought(buyer);
    const [row] = await world.api.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    await webhooksSettled(world, String(row?.paymentKey));

    const byOrder = await asStaff(finance, 'GET', `/api/admin/payments?orderId=${orderId}`);
    expect(byOrder.body).toMatchObject({ total: 1, items: [{ orderId, memberId: buyer.memberId, loginId: buyer.loginId, state: 9, price: 1100 }] });
    const byMember = await asStaff(finance, 'GET', `/api/admin/payments?memberId=${buyer.memberId}`);
    expect(byMember.body.items.map((item: { orderId: string }) => item.orderId)).toEqual([orderId]);
    const later = new Date(Date.now() + 60_000).toISOString();
    expect((await asStaff(finance, 'GET', `/api/admin/payments?memberId=${buyer.memberId}&from=${encodeURIComponent(later)}`)).body.total).toBe(0);
    const earlier = new Date(Date.now() - 3_600_000).toISOString();
    expect((await asStaff(finance, 'GET', `/api/admin/payments?memberId=${buyer.memberId}&from=${encodeURIComponent(earlier)}`)).body.total).toBe(1);

    const detail = (await asStaff(finance, 'GET', `/api/admin/payments/${orderId}`)).body;
    expect(detail.events.map((event: { toState: number }) => event.toState)).toEqual([1, 2, 9]);
    expect(detail.webhooks).toEqual([expect.objectContaining({ type: 'PAYMENT_STATUS_CHANGED', status: 'DONE' })]);
    expect(detail.lot).toMatchObject({ quantity: 1000, remaining: 1000 });
  });

  it('refunds from the console: cancelled at the gateway, the unused part taken back, the rest owed; again moves nothing', async () => {
    const buyer = await newMember(world.api);
    const streamer = await newMember(world.api, { channel: {} });
    const orderId = await bought(buyer);
    expect((await post(world.api, buyer, '/api/luv/gift', { channelId: streamer.channelId, amount: 250 })).status).toBe(200);

    const refunded = await asStaff(finance, 'POST', `/api/admin/payments/${orderId}/refund`, { reason: '고객 요청 환불' });
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ refundedNow: true, takenBack: 750, owed: 250, detail: { payment: { state: 7 } } });
    expect(await balanceOf(world.api, account(buyer, 'wallet'))).toBe(0);
    expect(await balanceOf(world.api, account(buyer, 'debt'))).toBe(-250);
    const paymentKey = refunded.body.detail.paymentKey as string;
    expect((await (await fetch(`${world.gatewayUrl}/gateway/test/payments/${paymentKey}`)).json()).status).toBe('CANCELED');
    await webhooksSettled(world, paymentKey, 2);

    const again = await asStaff(finance, 'POST', `/api/admin/payments/${orderId}/refund`, { reason: '고객 요청 환불' });
    expect(again.body).toMatchObject({ refundedNow: false, takenBack: 0, owed: 0 });
    expect(await refunds(orderId)).toHaveLength(1);
    const audits = await world.api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.refund'), eq(auditLog.targetId, orderId)));
    expect(audits).toEqual([expect.objectContaining({ brand: 'onair', reason: '고객 요청 환불', after: { state: 7, takenBack: 750, owed: 250 } })]);
    const receipts = (await world.api.call('GET', '/api/shoppings/receipts', { headers: buyer.headers })).body;
    expect(receipts.items[0]).toMatchObject({ kind: 'refund', detail: { by: 'finance', takenBack: 750, owed: 250 } });
  });

  it('refuses a payment that is not approved, and needs a reason', async () => {
    const buyer = await newMember(world.api);
    const created = await order(world, buyer, LUV_1000);
    const orderId = created.body.payment.orderId as string;
    expect(await asStaff(finance, 'POST', `/api/admin/payments/${orderId}/refund`, { reason: '환불' })).toMatchObject({
      status: 409,
      body: expect.objectContaining({ code: 'PAYMENT_NOT_REFUNDABLE', message: '승인된 결제만 환불할 수 있습니다.' }),
    });
    expect((await asStaff(finance, 'POST', `/api/admin/payments/${orderId}/refund`, { reason: '' })).status).toBe(400);
  });

  it('the boundaries: non-finance staff, another brand, and finance staff of another brand', async () => {
    const buyer = await newMember(world.api);
    const orderId = await bought(buyer);
    const moderator = await signIn(consoleApi, await newStaff(consoleApi, 'moderator'), 'onair');
    const support = await signIn(consoleApi, await newStaff(consoleApi, 'support'), 'onair');
    for (const cookie of [moderator, support]) {
      expect((await asStaff(cookie, 'GET', '/api/admin/payments')).status).toBe(403);
      expect((await asStaff(cookie, 'POST', `/api/admin/payments/${orderId}/refund`, { reason: '환불' })).body).toMatchObject({
        code: 'STAFF_ROLE_REFUSED',
      });
    }
    // Finance of bellcast only: refused on onair's site.
    const bellcastFinance = await signIn(consoleApi, await newStaff(consoleApi, 'finance', ['bellcast']), 'bellcast');
    expect((await asStaff(bellcastFinance, 'GET', `/api/admin/payments/${orderId}`, undefined, 'onair')).body).toMatchObject({
      code: 'STAFF_BRAND_REFUSED',
    });
    // On bellcast's site, onair's order is answered as none, and nothing moves.
    const notFound = await asStaff(bellcastFinance, 'POST', `/api/admin/payments/${orderId}/refund`, { reason: '환불' }, 'bellcast');
    expect(notFound).toMatchObject({ status: 404, body: expect.objectContaining({ message: '결제를 찾을 수 없습니다.' }) });
    expect((await asStaff(bellcastFinance, 'GET', `/api/admin/payments?orderId=${orderId}`, undefined, 'bellcast')).body.total).toBe(0);
    expect(await balanceOf(world.api, account(buyer, 'wallet'))).toBe(1000);
    expect(await refunds(orderId)).toHaveLength(0);
  });
});
