import type { PaymentMethod } from './schemas';
import type { WebhookDelivery, WebhookEvent } from './webhook-types';

/**
 * READY (created) → IN_PROGRESS (authorized in the checkout window) → DONE or WAITING_FOR_DEPOSIT (confirmed)
 * → DONE or PARTIAL_DEPOSIT (deposited); CANCELED and ABORTED end it.
 */
export type PaymentStatus = 'READY' | 'IN_PROGRESS' | 'WAITING_FOR_DEPOSIT' | 'DONE' | 'CANCELED' | 'ABORTED' | 'PARTIAL_DEPOSIT';

export type VirtualAccount = { bank: string; accountNumber: string; dueDate: string; customerName: string | null };

/** What the sandbox does to this payment's webhooks. */
export type WebhookFaults = { duplicate: boolean; hold: boolean; delayMs: number };

export type Payment = {
  paymentKey: string;
  orderId: string;
  orderName: string;
  amount: number;
  method: PaymentMethod;
  customerName: string | null;
  successUrl: string;
  failUrl: string;
  webhookUrl: string | null;
  status: PaymentStatus;
  requestedAt: string;
  approvedAt: string | null;
  canceledAt: string | null;
  cancelReason: string | null;
  /** Authorized with the checkout's "승인 오류": confirming it fails with APPROVAL_ERROR. */
  failAtConfirm: boolean;
  virtualAccount: VirtualAccount | null;
  depositedAmount: number | null;
  failure: { code: string; message: string } | null;
  faults: WebhookFaults;
  events: WebhookEvent[];
  deliveries: WebhookDelivery[];
};

/** What every merchant call answers about a payment (create answers less). */
export function paymentView(payment: Payment) {
  return {
    paymentKey: payment.paymentKey,
    orderId: payment.orderId,
    orderName: payment.orderName,
    method: payment.method,
    status: payment.status,
    totalAmount: payment.amount,
    requestedAt: payment.requestedAt,
    approvedAt: payment.approvedAt,
    canceledAt: payment.canceledAt,
    cancelReason: payment.cancelReason,
    virtualAccount: payment.virtualAccount,
    depositedAmount: payment.depositedAmount,
    failure: payment.failure,
  };
}

/** The view plus what tests and the operator page look at: faults and the webhook delivery log. */
export const paymentRecord = (payment: Payment) => ({ ...paymentView(payment), faults: payment.faults, events: payment.events, deliveries: payment.deliveries });
