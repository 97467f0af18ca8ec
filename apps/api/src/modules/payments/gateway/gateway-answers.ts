import * as v from 'valibot';
import { PAYMENT_METHODS } from '@onair/contracts';

// What the gateway answers, checked before anyone relies on it; unknown fields are dropped.

const STATUSES = [
  'READY',
  'IN_PROGRESS',
  'WAITING_FOR_DEPOSIT',
  'DONE',
  'CANCELED',
  'ABORTED',
  'PARTIAL_DEPOSIT',
] as const;
const Won = v.pipe(v.number(), v.integer());

const VirtualAccountAnswer = v.object({
  bank: v.string(),
  accountNumber: v.string(),
  dueDate: v.string(),
  customerName: v.optional(v.nullable(v.string()), null),
});

export const PaymentAnswer = v.object({
  paymentKey: v.string(),
  orderId: v.string(),
  orderName: v.string(),
  method: v.picklist(PAYMENT_METHODS),
  status: v.picklist(STATUSES),
  totalAmount: Won,
  requestedAt: v.string(),
  approvedAt: v.optional(v.nullable(v.string()), null),
  canceledAt: v.optional(v.nullable(v.string()), null),
  cancelReason: v.optional(v.nullable(v.string()), null),
  virtualAccount: v.optional(v.nullable(VirtualAccountAnswer), null),
  depositedAmount: v.optional(v.nullable(Won), null),
  failure: v.optional(v.nullable(v.object({ code: v.string(), message: v.string() })), null),
});

export const CreatedAnswer = v.object({
  paymentKey: v.string(),
  orderId: v.string(),
  checkoutUrl: v.pipe(v.string(), v.url()),
  status: v.literal('READY'),
});

/** A refusal's body: `{code, message}`. */
export const RefusalAnswer = v.object({ code: v.string(), message: v.optional(v.string()) });
