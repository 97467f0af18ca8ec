import { PAYMENT_METHODS, type PaymentMethod } from '@onair/contracts';
import type { MessageKey } from '@onair/i18n';

/** 카카오페이, 가상계좌, 계좌이체, 휴대폰, 신용카드, 카드(해외), in the order the shop offers them. */
export const METHOD_LABEL_KEYS: Record<PaymentMethod, MessageKey> = {
  kakaopay: 'payments.method.kakaopay',
  virtualaccount: 'payments.method.virtualAccount',
  myaccount: 'payments.method.myAccount',
  mobile: 'payments.method.mobile',
  creditcard: 'payments.method.creditCard',
  CARD: 'payments.method.overseasCard',
};

export const DEFAULT_METHOD: PaymentMethod = 'kakaopay';

export const isPaymentMethod = (value: string | null): value is PaymentMethod =>
  PAYMENT_METHODS.includes(value as PaymentMethod);
