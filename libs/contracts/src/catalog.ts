// What can be bought: the shop and the server read the same list. What the items are is item-catalog.ts.
import { ITEM, ITEM_CATALOG, itemKindOf, type CatalogItem } from './item-catalog';

export type Product = {
  productCode: string;
  /** What the order credits: ITEM.currency, or an item code. */
  itemCode: number;
  quantity: number;
  /** Won, VAT included. */
  price: number;
};

/** Won per unit of currency, VAT included: 1,000 luv cost 1,100 won (SOOP and CHZZK price theirs the same way). */
export const CURRENCY_UNIT_PRICE = 1.1;

/** Currency packages (kind luv); 50,000 is the largest single charge. */
export const LUV_PRODUCTS: readonly Product[] = [1000, 3000, 5000, 10000, 30000, 50000].map((quantity) => ({
  productCode: `LUV_${quantity}`,
  itemCode: ITEM.currency,
  quantity,
  price: Math.round(quantity * CURRENCY_UNIT_PRICE),
}));

/** Item packages (kind flax): the catalog's items that are sold, room passes and subscription tickets. */
export const FLAX_PRODUCTS: readonly Product[] = ITEM_CATALOG.flatMap(({ code, product }: CatalogItem) =>
  product ? [{ productCode: product.productCode, itemCode: code, quantity: 1, price: product.price }] : [],
);

export function findProduct(kind: 'luv' | 'flax', productCode: string): Product | undefined {
  return (kind === 'luv' ? LUV_PRODUCTS : FLAX_PRODUCTS).find((product) => product.productCode === productCode);
}

/** Days a room pass lets its user into the password room of the channel it is used in, by item code. */
export const ROOM_PASS_DAYS: Readonly<Record<number, number>> = Object.fromEntries(
  ITEM_CATALOG.flatMap((item) => (item.roomPassDays ? [[item.code, item.roomPassDays]] : [])),
);
/** Months of a subscription each ticket pays for, by item code. */
export const SUBSCRIPTION_TICKET_MONTHS: Readonly<Record<number, number>> = Object.fromEntries(
  ITEM_CATALOG.flatMap((item) => (item.ticketMonths ? [[item.code, item.ticketMonths]] : [])),
);

/** Items a member can send to a channel: the currency, event items and special items. */
export const isGiftable = (itemCode: number) =>
  ['currency', 'eventItem', 'specialItem'].includes(itemKindOf(itemCode) ?? '');
/** Items a member uses up themselves: room passes (in a channel). */
export const isUsable = (itemCode: number) => itemKindOf(itemCode) === 'roomPass';

/** Streamer withdrawals: the smallest request, and the fee taken from the payout (won per unit of currency is 1). */
export const WITHDRAWAL_RULES = { minimum: 10000, feePercent: 3.3 } as const;

/** Gift amounts offered in the gift dialog until the member sets their own. */
export const DEFAULT_LUV_PRESET = [100, 500, 1000, 5000, 10000] as const;
export const LUV_PRESET_LIMITS = { count: 6, maxAmount: 50000 } as const;
/** The largest single gift of the currency. */
export const GIFT_MAX_AMOUNT = 50000;

/** Korean banks withdrawals are paid to (KFTC codes). */
export const BANKS = [
  { code: '004', name: 'KB국민은행' },
  { code: '088', name: '신한은행' },
  { code: '020', name: '우리은행' },
  { code: '081', name: '하나은행' },
  { code: '011', name: 'NH농협은행' },
  { code: '003', name: 'IBK기업은행' },
  { code: '090', name: '카카오뱅크' },
  { code: '092', name: '토스뱅크' },
  { code: '089', name: '케이뱅크' },
  { code: '023', name: 'SC제일은행' },
  { code: '071', name: '우체국' },
  { code: '045', name: '새마을금고' },
] as const;
