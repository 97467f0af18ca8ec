import type { adminApi } from '@onair/api-client';

/** The payments screen's filters, by their query-string names. */
export const PAYMENT_FILTERS = ['orderId', 'memberId', 'from', 'to'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A member id as typed in the filter: digits only; anything else is not applied (the field says so). */
export const memberIdApplies = (typed: string | undefined) => /^\d+$/.test(typed?.trim() ?? '');

/** The API's query from the filters: a date is a whole day in Korean time; a member is a number. */
export function paymentArgs(
  filters: Record<string, string>,
  page: number,
  size: number,
): adminApi.AdminListPaymentsApiArg {
  const from = filters['from'];
  const to = filters['to'];
  const orderId = filters['orderId']?.trim();
  return {
    orderId: orderId ? orderId : undefined,
    memberId: memberIdApplies(filters['memberId']) ? filters['memberId']?.trim() : undefined,
    from: from && DAY.test(from) ? `${from}T00:00:00+09:00` : undefined,
    to: to && DAY.test(to) ? `${to}T23:59:59.999+09:00` : undefined,
    page,
    size,
  };
}

/** The SPEC's payment states, by number, as the console names them. */
export const PAYMENT_STATE_KEYS = {
  0: 'console.payments.state.pending',
  1: 'console.payments.state.requested',
  2: 'console.payments.state.inProgress',
  6: 'console.payments.state.wrongDeposit',
  7: 'console.payments.state.cancelled',
  8: 'console.payments.state.approvalError',
  9: 'console.payments.state.approved',
} as const;

export const paymentStateKey = (state: number) =>
  PAYMENT_STATE_KEYS[state as keyof typeof PAYMENT_STATE_KEYS] ?? 'console.payments.state.unknown';
