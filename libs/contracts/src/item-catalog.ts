// Every item code there is (SPEC.md section 3: currency 100; room passes 420-422; subscription
// items 700-704; event items 440-495; 4004-4007), with what it is, what the web calls it and what
// the shop charges for it. The enums (ITEM_CODES), the shop's packages (catalog.ts), the web's item
// names (@onair/i18n itemName) and the API's routes all read this list; code names an item by
// ITEM.* or a function below, never by its number.

/**
 * What an item is for. Room passes open password rooms; subscription tickets pay for a
 * subscription instead of the currency (702-704 are kept for promotions); event items are gifted
 * in events and exchanged during exchange events; special items are special gifts.
 */
export type ItemKind = 'currency' | 'roomPass' | 'subscriptionTicket' | 'eventItem' | 'specialItem';

/** The items code names one by one. */
export const ITEM = {
  /** The brand's currency (러브, 벨, …); every other code is an item. */
  currency: 100,
  roomPassDay: 420,
  roomPassWeek: 421,
  roomPassMonth: 422,
  ticketOneMonth: 700,
  ticketThreeMonths: 701,
} as const;

const EVENT_ITEMS = { from: 440, to: 495 } as const;
const PROMOTION_TICKETS = [702, 703, 704] as const;
const SPECIAL_ITEMS = [4004, 4005, 4006, 4007] as const;

/** Message keys of item names in the web's bundles (libs/i18n/src/locales/<locale>/common.json). */
export type ItemNameKey =
  | 'payments.item.roomPassDay'
  | 'payments.item.roomPassWeek'
  | 'payments.item.roomPassMonth'
  | 'payments.item.ticketOneMonth'
  | 'payments.item.ticketThreeMonths'
  | 'payments.item.ticketPromotion'
  | 'payments.item.eventItem'
  | 'payments.item.specialItem';

export type CatalogItem = {
  code: number;
  kind: ItemKind;
  /**
   * What it is called: the brand's currency name, or a message of the web's bundles (with the
   * item's number within its kind, for event and special items, which SPEC names only as ranges)
   * and its Korean text, which the API uses (order names) and the ko bundle must match.
   */
  name: { key: ItemNameKey; number?: number; ko: string } | 'brandCurrency';
  /** In the shop as a package of one: its product code and price in won, VAT included. */
  product?: { productCode: string; price: number };
  /** Days a room pass lets its user into the password room of the channel it is used in. */
  roomPassDays?: number;
  /** Months of a subscription a ticket pays for. */
  ticketMonths?: number;
};

export const ITEM_CATALOG: readonly CatalogItem[] = [
  { code: ITEM.currency, kind: 'currency', name: 'brandCurrency' },
  {
    code: ITEM.roomPassDay,
    kind: 'roomPass',
    name: { key: 'payments.item.roomPassDay', ko: '1일 입장권' },
    product: { productCode: 'PASS_DAY', price: 1100 },
    roomPassDays: 1,
  },
  {
    code: ITEM.roomPassWeek,
    kind: 'roomPass',
    name: { key: 'payments.item.roomPassWeek', ko: '7일 입장권' },
    product: { productCode: 'PASS_WEEK', price: 5500 },
    roomPassDays: 7,
  },
  {
    code: ITEM.roomPassMonth,
    kind: 'roomPass',
    name: { key: 'payments.item.roomPassMonth', ko: '30일 입장권' },
    product: { productCode: 'PASS_MONTH', price: 16500 },
    roomPassDays: 30,
  },
  ...Array.from({ length: EVENT_ITEMS.to - EVENT_ITEMS.from + 1 }, (_, index) => ({
    code: EVENT_ITEMS.from + index,
    kind: 'eventItem' as const,
    name: { key: 'payments.item.eventItem' as const, number: index + 1, ko: `이벤트 아이템 #${index + 1}` },
  })),
  {
    code: ITEM.ticketOneMonth,
    kind: 'subscriptionTicket',
    name: { key: 'payments.item.ticketOneMonth', ko: '1개월 구독권' },
    product: { productCode: 'SUB_TICKET_1M', price: 3630 },
    ticketMonths: 1,
  },
  {
    code: ITEM.ticketThreeMonths,
    kind: 'subscriptionTicket',
    name: { key: 'payments.item.ticketThreeMonths', ko: '3개월 구독권' },
    product: { productCode: 'SUB_TICKET_3M', price: 10890 },
    ticketMonths: 3,
  },
  ...PROMOTION_TICKETS.map((code) => ({
    code,
    kind: 'subscriptionTicket' as const,
    name: { key: 'payments.item.ticketPromotion' as const, ko: '프로모션 구독권' },
  })),
  ...SPECIAL_ITEMS.map((code, index) => ({
    code,
    kind: 'specialItem' as const,
    name: { key: 'payments.item.specialItem' as const, number: index + 1, ko: `스페셜 선물 #${index + 1}` },
  })),
];

const BY_CODE = new Map(ITEM_CATALOG.map((item) => [item.code, item]));

/** The catalog's entry of a code; undefined for a code that is no item. */
export const catalogItem = (itemCode: number): CatalogItem | undefined => BY_CODE.get(itemCode);

export const itemKindOf = (itemCode: number): ItemKind | undefined => BY_CODE.get(itemCode)?.kind;

/** Every code of a kind, in catalog order. */
export const itemCodesOf = (kind: ItemKind): number[] =>
  ITEM_CATALOG.filter((item) => item.kind === kind).map((item) => item.code);

/** The n-th event item (from 1): the demo seed's and the exchange event's items. */
export function eventItem(number: number): number {
  const code = EVENT_ITEMS.from + number - 1;
  if (itemKindOf(code) !== 'eventItem') throw new RangeError(`there is no event item #${number}`);
  return code;
}
