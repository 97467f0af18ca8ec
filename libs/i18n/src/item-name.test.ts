import { createIntl } from 'react-intl';
import { ITEM_CATALOG } from '@onair/contracts';
import type { Translate } from './I18nProvider';
import { itemName, itemNumber } from './item-name';
import { importBundle } from './load-messages';

let t: Translate;
let en: Translate;
beforeAll(async () => {
  const intl = createIntl({ locale: 'ko', messages: (await importBundle('ko')).default });
  t = (id, values) => intl.formatMessage({ id }, values);
  const enIntl = createIntl({ locale: 'en', messages: (await importBundle('en')).default });
  en = (id, values) => enIntl.formatMessage({ id }, values);
});

test.each([
  [100, '러브'],
  [420, '1일 입장권'],
  [422, '30일 입장권'],
  [700, '1개월 구독권'],
  [701, '3개월 구독권'],
  [703, '프로모션 구독권'],
  [440, '이벤트 아이템 #1'],
  [495, '이벤트 아이템 #56'],
  [4004, '스페셜 선물 #1'],
  [4007, '스페셜 선물 #4'],
  [999, '기타 아이템'],
])('item %i is named %s', (itemCode, name) => {
  expect(itemName(t, { currency: '러브' }, itemCode)).toBe(name);
});

test('event and special items are numbered within their kind', () => {
  expect([440, 441, 495, 4004, 4005, 4007].map(itemNumber)).toEqual([1, 2, 56, 1, 2, 4]);
});

test('every item of the catalog is named by the ko bundle as the catalog says, and in English apart from each other', () => {
  const named = ITEM_CATALOG.filter((item) => item.name !== 'brandCurrency');
  expect(named.map((item) => itemName(t, { currency: '러브' }, item.code))).toEqual(
    named.map((item) => (item.name === 'brandCurrency' ? '' : item.name.ko)),
  );
  const english = named.map((item) => itemName(en, { currency: 'luv' }, item.code));
  expect(english.filter((name) => name === en('payments.item.unknown') || /[가-힣]/.test(name))).toEqual([]);
  // Promotion tickets share one name; every other item reads unlike the rest.
  expect(new Set(english).size).toBe(named.length - 2);
});
