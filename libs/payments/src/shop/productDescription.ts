import { itemKindOf } from '@onair/contracts';
import type { Translate } from '@onair/i18n';
import type { Money } from '../shared/useMoney';

/** Days a room pass admits its user to the channel it is used in (the API's room gate counts the same). */
const ROOM_PASS_DAYS: Record<number, number> = { 420: 1, 421: 7, 422: 30 };
/** Months of a subscription a ticket pays for. */
const TICKET_MONTHS: Record<number, number> = { 700: 1, 701: 3 };

/** What an item package is for and how long it lasts, under its name in the shop; null for the currency. */
export function productDescription(t: Translate, money: Money, itemCode: number): string | null {
  const kind = itemKindOf(itemCode);
  if (kind === 'roomPass' && ROOM_PASS_DAYS[itemCode]) {
    return t('payments.item.roomPassInfo', { days: ROOM_PASS_DAYS[itemCode] });
  }
  if (kind === 'subscriptionTicket' && TICKET_MONTHS[itemCode]) {
    return t('payments.item.ticketInfo', { months: TICKET_MONTHS[itemCode], currency: money.currency });
  }
  return null;
}
