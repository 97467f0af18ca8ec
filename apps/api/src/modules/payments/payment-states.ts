import { PAYMENT_STATE, type PaymentState } from '@onair/contracts';

const { pendingPayment, requested, inProgress, wrongDeposit, cancelled, approvalError, approved } = PAYMENT_STATE;

/**
 * The only moves a payment makes. pending (order written) -> requested (the gateway opened a
 * checkout) -> in progress (the buyer authorized; we confirm, or a virtual account awaits its
 * deposit) -> approved; any unfinished state may be cancelled or fail approval; a wrong deposit can
 * only be cancelled (refunded by the gateway); an approved payment can only be cancelled (refunded).
 * The gateway may report DONE before the browser comes back, hence requested -> approved.
 */
export const PAYMENT_TRANSITIONS: Record<PaymentState, readonly PaymentState[]> = {
  [pendingPayment]: [requested, cancelled, approvalError],
  [requested]: [inProgress, approved, cancelled, approvalError],
  [inProgress]: [approved, wrongDeposit, cancelled, approvalError],
  [wrongDeposit]: [cancelled],
  [approved]: [cancelled],
  [cancelled]: [],
  [approvalError]: [],
};

/** The states a payment may be in to move to `to`. */
export function statesBefore(to: PaymentState): PaymentState[] {
  return (Object.keys(PAYMENT_TRANSITIONS).map(Number) as PaymentState[]).filter((from) =>
    PAYMENT_TRANSITIONS[from].includes(to),
  );
}

export const isUnfinished = (state: number) => state === pendingPayment || state === requested || state === inProgress;
