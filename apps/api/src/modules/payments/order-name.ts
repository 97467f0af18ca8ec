import { catalogItem } from '@onair/contracts';

/** What the gateway's checkout page, the card statement and the receipt say was bought. */
export function orderName(itemCode: number, quantity: number, currencyName: string) {
  const name = catalogItem(itemCode)?.name;
  if (name === 'brandCurrency') return `${currencyName} ${quantity.toLocaleString('ko-KR')}개`;
  return `${name?.ko ?? `아이템 ${itemCode}`} ${quantity}개`;
}

