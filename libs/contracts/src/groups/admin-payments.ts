import * as v from 'valibot';
import { ADMIN_MESSAGES } from '../messages';
import { Page, PageSize } from '../fields';
import { PAYMENT_METHODS } from '../enums';
import { defineRoute } from '../route';
import { IdParam, PageOf } from './money-fields';

const Instant = v.pipe(v.string(), v.isoTimestamp('must be an ISO 8601 date and time with an offset'));
const OrderIdParams = v.object({ orderId: v.pipe(v.string(), v.minLength(1), v.maxLength(40)) });

/** Finance staff look payments up by order id, member or date (created at, from inclusive, to exclusive). */
export const AdminPaymentQuery = v.object({
  orderId: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
  memberId: v.optional(IdParam),
  from: v.optional(Instant),
  to: v.optional(Instant),
  page: Page,
  size: PageSize(50),
});

export const AdminPaymentSummary = v.object({
  orderId: v.string(),
  memberId: v.number(),
  loginId: v.string(),
  kind: v.picklist(['luv', 'flax']),
  itemCode: v.number(),
  quantity: v.number(),
  price: v.number(),
  method: v.picklist(PAYMENT_METHODS),
  state: v.number(),
  createdAt: v.string(),
  approvedAt: v.nullable(v.string()),
  cancelledAt: v.nullable(v.string()),
});
export const AdminPaymentPage = PageOf(AdminPaymentSummary);

export const AdminPaymentDetail = v.object({
  payment: AdminPaymentSummary,
  paymentKey: v.nullable(v.string()),
  failureCode: v.nullable(v.string()),
  failureMessage: v.nullable(v.string()),
  /** Every state change, oldest first, with what caused it (return, webhook, user, finance, job). */
  events: v.array(v.object({ fromState: v.number(), toState: v.number(), source: v.string(), detail: v.nullable(v.string()), at: v.string() })),
  /** Every webhook received for the order, oldest first. */
  webhooks: v.array(v.object({ eventId: v.string(), type: v.string(), status: v.nullable(v.string()), receivedAt: v.string() })),
  /** The lot the payment opened in the wallet: what is left unused of it, and until when it is valid. */
  lot: v.nullable(v.object({ quantity: v.number(), remaining: v.number(), used: v.number(), refunded: v.number(), expired: v.number(), expiresAt: v.string() })),
  receipts: v.array(v.object({ kind: v.string(), amountWon: v.number(), channel: v.string(), sentAt: v.nullable(v.string()), createdAt: v.string() })),
});

export const AdminRefundBody = v.object({
  reason: v.pipe(
    v.string(ADMIN_MESSAGES.reasonRequired),
    v.trim(),
    v.minLength(1, ADMIN_MESSAGES.reasonRequired),
    v.maxLength(200, ADMIN_MESSAGES.reasonRequired),
  ),
});

export const AdminRefundResult = v.object({
  detail: AdminPaymentDetail,
  /** What the refund took back from the wallet and what the member now owes (0 and 0 when it had already been refunded). */
  takenBack: v.number(),
  owed: v.number(),
  /** false when the payment had already been cancelled: nothing moved this time. */
  refundedNow: v.boolean(),
});

export const adminPaymentRoutes = {
  listPayments: defineRoute({
    method: 'GET',
    path: '/api/admin/payments',
    group: 'admin',
    operationId: 'adminListPayments',
    summary: "The brand's payments by order id, member or date, newest first.",
    access: 'staff',
    query: AdminPaymentQuery,
    response: AdminPaymentPage,
  }),
  paymentDetail: defineRoute({
    method: 'GET',
    path: '/api/admin/payments/{orderId}',
    group: 'admin',
    operationId: 'adminPaymentDetail',
    summary: 'One payment with every state change, every webhook received, its lot and its receipts.',
    access: 'staff',
    params: OrderIdParams,
    response: AdminPaymentDetail,
  }),
  refundPayment: defineRoute({
    method: 'POST',
    path: '/api/admin/payments/{orderId}/refund',
    group: 'admin',
    operationId: 'adminRefundPayment',
    summary:
      'Refunds an approved payment: cancelled at the gateway, the unused part taken back from the wallet, the rest owed. Again on a refunded payment: the same outcome, nothing moves.',
    access: 'staff',
    params: OrderIdParams,
    body: AdminRefundBody,
    response: AdminRefundResult,
  }),
};
