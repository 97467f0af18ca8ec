import { PAYMENT_STATE } from '@onair/contracts';
import type { PaymentRow } from '@onair/db';
import type { Ledger, LedgerTx } from '@onair/ledger';
import type { PaymentStore } from './payment-store';
import { refundFromGateway } from './gateway-refund';
import { approvePayment } from './payment-settlement';

/** What the gateway said about a payment, from the browser's return, a confirm answer or a webhook. */
export type GatewayVerdict =
  | { status: 'DONE'; amount: number }
  | { status: 'WAITING_FOR_DEPOSIT'; virtualAccount?: { bank: string; accountNumber: string; dueDate: string } }
  | { status: 'PARTIAL_DEPOSIT'; depositedAmount: number }
  | { status: 'CANCELED' }
  | { status: 'ABORTED' | 'APPROVAL_ERROR'; code: string; message: string };

/**
 * Applies one gateway verdict to a payment. Every branch is a conditional state move, so the same
 * verdict applied twice (a webhook delivered twice, the return and the webhook racing) acts once,
 * and a verdict that arrives after the payment has moved on (a late webhook) changes nothing.
 */
export async function applyVerdict(
  tx: LedgerTx,
  ledger: Ledger,
  store: PaymentStore,
  payment: PaymentRow,
  verdict: GatewayVerdict,
  source: string,
) {
  switch (verdict.status) {
    case 'DONE':
      // The gateway's amount must be what we asked for; anything else is not this order's money.
      if (verdict.amount !== payment.price) {
        return store.move(tx, payment.paymentId, PAYMENT_STATE.approvalError, source, {
          failureCode: 'INVALID_AMOUNT',
          failureMessage: '결제 금액이 주문 금액과 다릅니다.',
        });
      }
      return approvePayment(tx, ledger, store, payment, source);
    case 'WAITING_FOR_DEPOSIT': {
      const change = verdict.virtualAccount ? { virtualAccount: verdict.virtualAccount } : {};
      if (payment.state === PAYMENT_STATE.inProgress) return store.update(tx, payment.paymentId, change);
      return store.move(tx, payment.paymentId, PAYMENT_STATE.inProgress, source, change);
    }
    case 'PARTIAL_DEPOSIT':
      return store.move(tx, payment.paymentId, PAYMENT_STATE.wrongDeposit, source, {
        depositedAmount: verdict.depositedAmount,
      });
    case 'CANCELED':
      // The gateway has already given the money back: whatever was spent of it becomes owed.
      if (payment.state === PAYMENT_STATE.approved) return refundFromGateway(tx, ledger, store, payment, source);
      return store.move(tx, payment.paymentId, PAYMENT_STATE.cancelled, source, { cancelledAt: new Date() });
    case 'ABORTED':
    case 'APPROVAL_ERROR':
      return store.move(tx, payment.paymentId, PAYMENT_STATE.approvalError, source, {
        failureCode: verdict.code,
        failureMessage: verdict.message,
      });
  }
}
