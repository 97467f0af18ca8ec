import type { luvApi } from '@onair/api-client';
import type { MessageKey } from '@onair/i18n';

export const WITHDRAWAL_STATE_KEYS: Record<luvApi.Withdrawal['state'], MessageKey> = {
  requested: 'payments.withdrawal.state.requested',
  approved: 'payments.withdrawal.state.approved',
  cancelled: 'payments.withdrawal.state.cancelled',
  completed: 'payments.withdrawal.state.completed',
  rejected: 'payments.withdrawal.state.rejected',
};
