import { ITEM_CODES, itemKindOf } from '@onair/contracts';
import type { Translate } from './I18nProvider';

const ROOM_PASS_KEYS = {
  420: 'payments.item.roomPassDay',
  421: 'payments.item.roomPassWeek',
  422: 'payments.item.roomPassMonth',
} as const;
const TICKET_KEYS = { 700: 'payments.item.ticketOneMonth', 701: 'payments.item.ticketThreeMonths' } as const;

/**
 * The name of an item code: the brand's currency (as the caller names it) for 100, else what the
 * item is. The wallet, the exchange event page and the live room's gift alerts all name items here,
 * so they always agree. Pure: `t` and the currency's name come from the caller.
 */
export function itemName(t: Translate, names: { readonly currency: string }, itemCode: number): string {
  switch (itemKindOf(itemCode)) {
    case 'currency':
      return names.currency;
    case 'roomPass':
      return t(ROOM_PASS_KEYS[itemCode as keyof typeof ROOM_PASS_KEYS]);
    case 'subscriptionTicket':
      // SPEC names 700-704 only as subscription items; 702-704 are the promotion tickets.
      return itemCode in TICKET_KEYS
        ? t(TICKET_KEYS[itemCode as keyof typeof TICKET_KEYS])
        : t('payments.item.ticketPromotion');
    // SPEC and the catalog name no event or special item one by one, yet a member can hold several
    // side by side: each is its kind and its number within the kind (440 이벤트 아이템 #1, 441 #2,
    // 4004 스페셜 선물 #1), so no two read alike; never the raw code, which tells a member nothing.
    case 'eventItem':
      return t('payments.item.eventItem', { number: itemNumber(itemCode) });
    case 'specialItem':
      return t('payments.item.specialItem', { number: itemNumber(itemCode) });
    // An item newer than this catalog: still a name, not a number.
    default:
      return t('payments.item.unknown');
  }
}

/** An event or special item's number within its kind, from 1: 440 is 1, 495 is 56, 4004 is 1, 4007 is 4. */
export function itemNumber(itemCode: number): number {
  return itemKindOf(itemCode) === 'specialItem'
    ? (ITEM_CODES.specialItems as readonly number[]).indexOf(itemCode) + 1
    : itemCode - ITEM_CODES.eventItems.from + 1;
}
