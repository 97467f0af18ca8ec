import { catalogItem } from '@onair/contracts';
import type { Translate } from './I18nProvider';

/**
 * The name of an item code, as the catalog (@onair/contracts item-catalog.ts) names it: the
 * brand's currency (as the caller names it), else its message. The wallet, the exchange event page
 * and the live room's gift alerts all name items here, so they always agree. Event and special
 * items, which SPEC names only as ranges, are their kind and their number within it (440 이벤트
 * 아이템 #1, 4004 스페셜 선물 #1), so no two read alike; never the raw code, which tells a member
 * nothing. Pure: `t` and the currency's name come from the caller.
 */
export function itemName(t: Translate, names: { readonly currency: string }, itemCode: number): string {
  const name = catalogItem(itemCode)?.name;
  if (name === 'brandCurrency') return names.currency;
  // An item newer than this catalog: still a name, not a number.
  if (!name) return t('payments.item.unknown');
  return name.number === undefined ? t(name.key) : t(name.key, { number: name.number });
}

/** An event or special item's number within its kind, from 1: 440 is 1, 495 is 56, 4004 is 1, 4007 is 4. */
export function itemNumber(itemCode: number): number {
  const name = catalogItem(itemCode)?.name;
  return typeof name === 'object' && name.number !== undefined ? name.number : 0;
}
