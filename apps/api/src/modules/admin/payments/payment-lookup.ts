import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type * as v from 'valibot';
import type { AdminPaymentDetail, AdminPaymentQuery, AdminPaymentSummary, PaymentMethod } from '@onair/contracts';
import { gatewayWebhookEvents, members, paymentEvents, payments, receipts, type Database, type PaymentRow } from '@onair/db';
import { paymentLotOf } from '@onair/ledger';
import { ApiError } from '../../../platform/http/errors';
import type { Tx } from '../audit-writer';

type Reader = Database | Tx;

const summaryColumns = {
  orderId: payments.orderId,
  memberId: payments.memberId,
  loginId: members.loginId,
  kind: payments.kind,
  itemCode: payments.itemCode,
  quantity: payments.quantity,
  price: payments.price,
  method: payments.method,
  state: payments.state,
  createdAt: payments.createdAt,
  approvedAt: payments.approvedAt,
  cancelledAt: payments.cancelledAt,
};

type SummaryRow = Pick<
  PaymentRow,
  'orderId' | 'memberId' | 'kind' | 'itemCode' | 'quantity' | 'price' | 'method' | 'state' | 'createdAt' | 'approvedAt' | 'cancelledAt'
> & { loginId: string };

function summaryOf(row: SummaryRow): v.InferOutput<typeof AdminPaymentSummary> {
  return {
    orderId: row.orderId,
    memberId: row.memberId,
    loginId: row.loginId,
    kind: row.kind as 'luv' | 'flax',
    itemCode: row.itemCode,
    quantity: row.quantity,
    price: row.price,
    method: row.method as PaymentMethod,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

/** The brand's payments matching the query (order id, member, created from/to), newest first. */
export async function searchPayments(db: Reader, brand: string, query: v.InferOutput<typeof AdminPaymentQuery>) {
  const where: SQL[] = [eq(payments.brand, brand)];
  if (query.orderId) where.push(eq(payments.orderId, query.orderId));
  if (query.memberId !== undefined) where.push(eq(payments.memberId, query.memberId));
  if (query.from) where.push(gte(payments.createdAt, new Date(query.from)));
  if (query.to) where.push(lt(payments.createdAt, new Date(query.to)));
  const rows = await db
    .select(summaryColumns)
    .from(payments)
    .innerJoin(members, eq(members.memberId, payments.memberId))
    .where(and(...where))
    .orderBy(desc(payments.paymentId))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [total] = await db.select({ n: count() }).from(payments).where(and(...where));
  return { items: rows.map(summaryOf), page: query.page, size: query.size, total: Number(total?.n ?? 0) };
}

/** One payment of the brand with its history; another brand's is answered as none. */
export async function paymentDetail(db: Reader, brand: string, orderId: string): Promise<v.InferOutput<typeof AdminPaymentDetail>> {
  const [row] = await db
    .select({ ...summaryColumns, paymentId: payments.paymentId, paymentKey: payments.paymentKey, failureCode: payments.failureCode, failureMessage: payments.failureMessage })
    .from(payments)
    .innerJoin(members, eq(members.memberId, payments.memberId))
    .where(and(eq(payments.orderId, orderId), eq(payments.brand, brand)));
  if (!row) throw new ApiError(404, 'PAYMENT_NOT_FOUND', 'admin.paymentNotFound');
  const events = await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, row.paymentId)).orderBy(asc(paymentEvents.id));
  const webhooks = await db
    .select()
    .from(gatewayWebhookEvents)
    .where(eq(gatewayWebhookEvents.orderId, orderId))
    .orderBy(asc(gatewayWebhookEvents.receivedAt));
  const lot = await paymentLotOf(db, orderId);
  const sent = await db
    .select()
    .from(receipts)
    .where(and(eq(receipts.memberId, row.memberId), eq(receipts.brand, brand)))
    .orderBy(asc(receipts.receiptId));
  return {
    payment: summaryOf(row),
    paymentKey: row.paymentKey,
    failureCode: row.failureCode,
    failureMessage: row.failureMessage,
    events: events.map((event) => ({
      fromState: event.fromState,
      toState: event.toState,
      source: event.source,
      detail: event.detail,
      at: event.at.toISOString(),
    })),
    webhooks: webhooks.map((hook) => ({ eventId: hook.eventId, type: hook.type, status: hook.status, receivedAt: hook.receivedAt.toISOString() })),
    lot: lot
      ? { quantity: lot.quantity, remaining: lot.remaining, used: lot.used, refunded: lot.refunded, expired: lot.expired, expiresAt: lot.expiresAt.toISOString() }
      : null,
    receipts: sent
      .filter((receipt) => receipt.reference === `payment:${orderId}` || receipt.reference === `refund:${orderId}`)
      .map((receipt) => ({
        kind: receipt.kind,
        amountWon: receipt.amountWon,
        channel: receipt.channel,
        sentAt: receipt.sentAt?.toISOString() ?? null,
        createdAt: receipt.createdAt.toISOString(),
      })),
  };
}
