import { PAYMENT_STATE, type PaymentState } from '@onair/contracts';
import type { GatewayStatus } from './gateway-types';

/**
 * The SPEC's payment state for a gateway status. An authorized payment (IN_PROGRESS) and an
 * unpaid virtual account (WAITING_FOR_DEPOSIT) are both "in progress"; ABORTED (declined, or an
 * APPROVAL_ERROR at confirm) is the approval error.
 */
export const PAYMENT_STATE_OF: Record<GatewayStatus, PaymentState> = {
  READY: PAYMENT_STATE.requested,
  IN_PROGRESS: PAYMENT_STATE.inProgress,
  WAITING_FOR_DEPOSIT: PAYMENT_STATE.inProgress,
  DONE: PAYMENT_STATE.approved,
  PARTIAL_DEPOSIT: PAYMENT_STATE.wrongDeposit,
  CANCELED: PAYMENT_STATE.cancelled,
  ABORTED: PAYMENT_STATE.approvalError,
};
