import { MONEY_MESSAGES } from '@onair/contracts';
import type { BrandConfig } from '@onair/brand';
import type { MessageKey, MessageValues } from '@onair/i18n';

type MoneyMessageName = keyof typeof MONEY_MESSAGES;

/** The bundle key of each money message of @onair/contracts (the API's own wording). */
const KEYS: Record<MoneyMessageName, MessageKey> = {
  idempotencyKeyRequired: 'payments.error.unknown',
  idempotencyKeyMismatch: 'payments.error.unknown',
  insufficientBalance: 'payments.error.insufficientBalance',
  insufficientItems: 'payments.error.insufficientItems',
  featureOff: 'payments.error.featureOff',
  channelNotFound: 'payments.error.channelNotFound',
  giftToOwnChannel: 'payments.error.giftToOwnChannel',
  itemNotGiftable: 'payments.error.itemNotGiftable',
  itemNotUsable: 'payments.error.itemNotUsable',
  productNotFound: 'payments.error.productNotFound',
  paymentNotFound: 'payments.error.paymentNotFound',
  paymentNotCancellable: 'payments.error.paymentNotCancellable',
  refundAlreadySpent: 'payments.error.refundAlreadySpent',
  gatewayUnavailable: 'payments.error.gatewayUnavailable',
  couponNotFound: 'payments.error.couponNotFound',
  couponUsed: 'payments.error.couponUsed',
  couponExpired: 'payments.error.couponExpired',
  subscriptionActive: 'payments.error.subscriptionActive',
  subscribeOwnChannel: 'payments.error.subscribeOwnChannel',
  subscriptionNotFound: 'payments.error.subscriptionNotFound',
  exchangeNotRunning: 'payments.error.exchangeNotRunning',
  exchangeLimitExceeded: 'payments.error.exchangeLimitExceeded',
  exchangeAmountInvalid: 'payments.error.exchangeAmountInvalid',
  withdrawBelowMinimum: 'payments.error.withdrawBelowMinimum',
  withdrawNoBank: 'payments.error.withdrawNoBank',
  withdrawNotFound: 'payments.error.withdrawNotFound',
  withdrawNotCancellable: 'payments.error.withdrawNotCancellable',
  operatorOnly: 'payments.error.unknown',
  bankAccount: 'payments.error.bankAccount',
  bankHolderName: 'payments.error.bankHolderName',
  bankCode: 'payments.error.bankCode',
  payoutPasswordRequired: 'payments.error.payoutPasswordRequired',
  payoutPasswordWrong: 'payments.error.payoutPasswordWrong',
  payoutPasswordNotSet: 'payments.error.payoutPasswordNotSet',
  payoutIdentityRequired: 'payments.error.payoutIdentityRequired',
  payoutHolderMismatch: 'payments.error.payoutHolderMismatch',
  withdrawIdentityRequired: 'payments.error.withdrawIdentityRequired',
  withdrawAccountOnHold: 'payments.error.withdrawAccountOnHold',
};

/** Codes whose meaning does not depend on the wording. */
const CODE_KEYS: Record<string, MessageKey> = {
  INSUFFICIENT_BALANCE: 'payments.error.insufficientBalance',
  FEATURE_OFF: 'payments.error.featureOff',
  // The sign-in lock, which wrong payout-account passwords count toward too.
  TOO_MANY_ATTEMPTS: 'payments.error.tooManyAttempts',
};

/** Placeholders that stand for text rather than a number: the Korean time a held account becomes usable. */
const TEXT_VALUES: Record<string, string> = { usableFrom: '\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}' };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template such as '최소 {minimum} {currency}부터…' as a pattern over the brand's Korean message. */
function patternOf(template: string, brand: BrandConfig): RegExp {
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      if (name === 'currency') return escape(brand.currency.ko);
      return `(?<${name}>${TEXT_VALUES[name] ?? '[\\d,]+'})`;
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The bundle key and values of a Korean API message, so an English reader gets English: found by
 * the message itself (it names the brand's currency), else by its code. Undefined when unknown.
 */
export function moneyMessageKey(
  message: string,
  code: string,
  brand: BrandConfig,
): { key: MessageKey; values: MessageValues } | undefined {
  for (const [name, template] of Object.entries(MONEY_MESSAGES) as Array<[MoneyMessageName, string]>) {
    const match = patternOf(template, brand).exec(message);
    if (!match) continue;
    const values = Object.fromEntries(
      Object.entries(match.groups ?? {}).map(([key, value]) => [key, key in TEXT_VALUES ? value : Number(value.replace(/,/g, ''))]),
    );
    return { key: KEYS[name], values };
  }
  const byCode = CODE_KEYS[code];
  return byCode ? { key: byCode, values: {} } : undefined;
}
