import { PAYMENT_STATE } from '@onair/contracts';

const { pendingPayment, requested, inProgress, wrongDeposit, approved } = PAYMENT_STATE;

/**
 * The states a buyer may cancel from (the API's own rule): an unfinished order or a wrong deposit
 * is dropped; an approved one is refunded, which the API refuses when some of it was spent.
 */
export const isCancellable = (state: number) =>
  ([pendingPayment, requested, inProgress, wrongDeposit, approved] as number[]).includes(state);
