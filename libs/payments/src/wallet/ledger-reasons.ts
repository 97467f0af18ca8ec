import type { MessageKey } from '@onair/i18n';

/** The ledger's reasons for a wallet movement, as the history names them. */
const REASON_KEYS: Record<string, MessageKey> = {
  payment: 'payments.reason.payment',
  refund: 'payments.reason.refund',
  gift: 'payments.reason.gift',
  gift_reversal: 'payments.reason.giftReversal',
  item_purchase: 'payments.reason.itemPurchase',
  item_use: 'payments.reason.itemUse',
  subscription: 'payments.reason.subscription',
  withdrawal: 'payments.reason.withdrawal',
  coupon: 'payments.reason.coupon',
  exchange: 'payments.reason.exchange',
  adjustment: 'payments.reason.adjustment',
};

export const reasonKey = (reason: string): MessageKey => REASON_KEYS[reason] ?? 'payments.reason.other';
