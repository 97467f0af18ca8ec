import { FLAX_PRODUCTS, isGiftable, isUsable, ROOM_PASS_DAYS, SUBSCRIPTION_TICKET_MONTHS } from './catalog';
import { ITEM_CODES } from './enums';
import { SUBSCRIPTION_PLAN_TICKETS } from './groups/my-money';
import { catalogItem, eventItem, ITEM, ITEM_CATALOG, itemKindOf } from './item-catalog';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

test("the catalog holds SPEC.md's item codes, each once", () => {
  // SPEC.md section 3: currency 100; room passes 420-422; subscription items 700-704; event items 440-495; 4004-4007.
  const spec = [100, ...range(420, 422), ...range(700, 704), ...range(440, 495), ...range(4004, 4007)];
  const codes = ITEM_CATALOG.map((item) => item.code);
  expect([...codes].sort((a, b) => a - b)).toEqual(spec.sort((a, b) => a - b));
  expect(new Set(codes).size).toBe(codes.length);
});

test('the enums, the shop, room passes and tickets are the catalog’s', () => {
  expect(ITEM_CODES).toEqual({
    currency: 100,
    roomPasses: [420, 421, 422],
    subscriptionItems: [700, 701, 702, 703, 704],
    eventItems: { from: 440, to: 495 },
    specialItems: [4004, 4005, 4006, 4007],
  });
  expect(FLAX_PRODUCTS).toEqual([
    { productCode: 'PASS_DAY', itemCode: 420, quantity: 1, price: 1100 },
    { productCode: 'PASS_WEEK', itemCode: 421, quantity: 1, price: 5500 },
    { productCode: 'PASS_MONTH', itemCode: 422, quantity: 1, price: 16500 },
    { productCode: 'SUB_TICKET_1M', itemCode: 700, quantity: 1, price: 3630 },
    { productCode: 'SUB_TICKET_3M', itemCode: 701, quantity: 1, price: 10890 },
  ]);
  expect(ROOM_PASS_DAYS).toEqual({ 420: 1, 421: 7, 422: 30 });
  expect(SUBSCRIPTION_TICKET_MONTHS).toEqual({ 700: 1, 701: 3 });
  expect(SUBSCRIPTION_PLAN_TICKETS).toEqual({ oneMonth: ITEM.ticketOneMonth, threeMonths: ITEM.ticketThreeMonths });
});

test('kinds decide what can be gifted and used; a code outside the catalog is neither', () => {
  expect([100, 420, 700, 440, 4004, 999].map((code) => [itemKindOf(code), isGiftable(code), isUsable(code)])).toEqual([
    ['currency', true, false],
    ['roomPass', false, true],
    ['subscriptionTicket', false, false],
    ['eventItem', true, false],
    ['specialItem', true, false],
    [undefined, false, false],
  ]);
});

test('event items by number, and every item but the currency named in Korean', () => {
  expect([eventItem(1), eventItem(2), eventItem(56)]).toEqual([440, 441, 495]);
  expect(() => eventItem(57)).toThrow(RangeError);
  expect([420, 703, 441, 4007].map((code) => catalogItem(code)?.name)).toEqual([
    { key: 'payments.item.roomPassDay', ko: '1일 입장권' },
    { key: 'payments.item.ticketPromotion', ko: '프로모션 구독권' },
    { key: 'payments.item.eventItem', number: 2, ko: '이벤트 아이템 #2' },
    { key: 'payments.item.specialItem', number: 4, ko: '스페셜 선물 #4' },
  ]);
});
