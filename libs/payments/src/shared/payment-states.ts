import type { MessageKey } from '@onair/i18n';

/** SPEC.md section 3: 0 pending payment, 1 requested, 2 in progress, 6 wrong deposit, 7 cancelled, 8 approval error, 9 approved. */
export const PAYMENT_STATE_KEYS: Record<number, MessageKey> = {
  0: 'payments.state.pendingPayment',
  1: 'payments.state.requested',
  2: 'payments.state.inProgress',
  6: 'payments.state.wrongDeposit',
  7: 'payments.state.cancelled',
  8: 'payments.state.approvalError',
  9: 'payments.state.approved',
};
