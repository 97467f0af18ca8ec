import { itemKindOf } from '@onair/contracts';
import type { Translate } from '@onair/i18n';
import { itemName, itemNumber } from '@onair/i18n/api-messages';
import type { Money } from './use-money';

// The names themselves live in @onair/i18n/api-messages: the live room's gift alerts (libs/chat)
// name items too, and a feature library should not import another's page barrel for one function.
// Re-exported so this stays the payment pages' one import for item labels.
export { itemName, itemNumber };

/** A quantity of an item: "1,000 러브" for the currency, "7일 입장권 × 2" otherwise. */
export function itemQuantity(t: Translate, money: Money, itemCode: number, quantity: number): string {
  if (itemKindOf(itemCode) === 'currency') return money.amount(quantity);
  return t('payments.item.quantity', { name: itemName(t, money, itemCode), count: quantity });
}

/** A package as the shop names it: "1,000 러브", "7일 입장권" (one), "7일 입장권 × 3". */
export function packageName(t: Translate, money: Money, itemCode: number, quantity: number): string {
  return quantity === 1 && itemKindOf(itemCode) !== 'currency'
    ? itemName(t, money, itemCode)
    : itemQuantity(t, money, itemCode, quantity);
}
