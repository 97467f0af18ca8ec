import type { MessageKey } from '@onair/i18n';

/** The inquiry categories of the API (1-5), by number. */
export const INQUIRY_CATEGORY_KEYS: Record<number, MessageKey> = {
  1: 'member.cs.category.account',
  2: 'member.cs.category.payment',
  3: 'member.cs.category.broadcast',
  4: 'member.cs.category.bug',
  5: 'member.cs.category.other',
};

export const INQUIRY_STATUS_KEYS: Record<'waiting' | 'answered', MessageKey> = {
  waiting: 'member.cs.inquiry.waiting',
  answered: 'member.cs.inquiry.answered',
};

export const ACCOUNT_CHANGE_STATUS_KEYS: Record<'requested' | 'approved' | 'rejected', MessageKey> = {
  requested: 'member.cs.account.requested',
  approved: 'member.cs.account.approved',
  rejected: 'member.cs.account.rejected',
};
