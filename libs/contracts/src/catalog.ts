// What can be bought and what the items are: the shop, the server and the gift dialog read the same list.

export type Product = {
  productCode: string;
  /** What the order credits: 100 for the brand's currency, or an item code. */
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
  itemCode: 100,
  quantity,
  price: Math.round(quantity * CURRENCY_UNIT_PRICE),
}));

/** Item packages (kind flax): room passes for password rooms and subscription tickets. */
export const FLAX_PRODUCTS: readonly Product[] = [
  { productCode: 'PASS_DAY', itemCode: 420, quantity: 1, price: 1100 },
  { productCode: 'PASS_WEEK', itemCode: 421, quantity: 1, price: 5500 },
  { productCode: 'PASS_MONTH', itemCode: 422, quantity: 1, price: 16500 },
  { productCode: 'SUB_TICKET_1M', itemCode: 700, quantity: 1, price: 3630 },
  { productCode: 'SUB_TICKET_3M', itemCode: 701, quantity: 1, price: 10890 },
];

export function findProduct(kind: 'luv' | 'flax', productCode: string): Product | undefined {
  return (kind === 'luv' ? LUV_PRODUCTS : FLAX_PRODUCTS).find((product) => product.productCode === productCode);
}

/**
 * What each item is for. Room passes open password rooms (420 a day, 421 a week, 422 a month);
 * subscription tickets pay for a subscription instead of the currency (700 one month, 701 three
 * months; 702-704 reserved for promotions); event items (440-495) are gifted in events and can be
 * exchanged during exchange events; 4004-4007 are special gifts.
 */
export type ItemKind = 'currency' | 'roomPass' | 'subscriptionTicket' | 'eventItem' | 'specialItem';

export function itemKindOf(itemCode: number): ItemKind | undefined {
  if (itemCode === 100) return 'currency';
  if (itemCode >= 420 && itemCode <= 422) return 'roomPass';
  if (itemCode >= 700 && itemCode <= 704) return 'subscriptionTicket';
  if (itemCode >= 440 && itemCode <= 495) return 'eventItem';
  if (itemCode >= 4004 && itemCode <= 4007) return 'specialItem';
  return undefined;
}

/** Days a room pass lets its user into the password room of the channel it is used in. */
export const ROOM_PASS_DAYS: Readonly<Record<number, number>> = { 420: 1, 421: 7, 422: 30 };
/** Months of a subscription each ticket pays for. */
export const SUBSCRIPTION_TICKET_MONTHS: Readonly<Record<number, number>> = { 700: 1, 701: 3 };

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
