import type { PayoutBatch, PayoutWithdrawal, StaffRole, WITHDRAWAL_STATES } from '@onair/contracts';

export type PayoutState = (typeof WITHDRAWAL_STATES)[number];
export type { PayoutBatch, PayoutWithdrawal };

/** The queue's tabs, in the order the work goes: completed is shown as paid (지급 완료). */
export const PAYOUT_STATES: readonly PayoutState[] = ['requested', 'approved', 'completed', 'rejected', 'cancelled'];

export const payoutStateKey = (state: PayoutState) => `console.payouts.state.${state}` as const;

/** The roles that decide and take the transfer file out (the API's permission table says the same). */
export const canDecidePayouts = (role: StaffRole) => role === 'finance' || role === 'super-admin';
