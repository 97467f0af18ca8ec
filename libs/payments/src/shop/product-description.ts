import { itemKindOf, ROOM_PASS_DAYS, SUBSCRIPTION_TICKET_MONTHS } from '@onair/contracts';
import type { Translate } from '@onair/i18n';
import type { Money } from '../shared/use-money';

/** What an item package is for and how long it lasts, under its name in the shop; null for the currency. */
export function productDescription(t: Translate, money: Money, itemCode: number): string | null {
  const kind = itemKindOf(itemCode);
  if (kind === 'roomPass' && ROOM_PASS_DAYS[itemCode]) {
    return t('payments.item.roomPassInfo', { days: ROOM_PASS_DAYS[itemCode] });
  }
  if (kind === 'subscriptionTicket' && SUBSCRIPTION_TICKET_MONTHS[itemCode]) {
    return t('payments.item.ticketInfo', { months: SUBSCRIPTION_TICKET_MONTHS[itemCode], currency: money.currency });
  }
  return null;
}
