import type { IdentityStatus } from '@onair/contracts';
import type { MessageKey } from '@onair/i18n';

/** SPEC section 3: 0 unapplied, 1 requested, 2 approved, 3 rejected. */
export const STATUS_KEYS: Record<IdentityStatus, MessageKey> = {
  0: 'auth.personalAuth.statusUnapplied',
  1: 'auth.personalAuth.statusRequested',
  2: 'auth.personalAuth.statusApproved',
  3: 'auth.personalAuth.statusRejected',
};
