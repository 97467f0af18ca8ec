import { createIntl } from 'react-intl';
import type { Translate } from './I18nProvider';
import { itemName, itemNumber } from './itemName';
import { importBundle } from './loadMessages';

let t: Translate;
beforeAll(async () => {
  const intl = createIntl({ locale: 'ko', messages: (await importBundle('ko')).default });
  t = (id, values) => intl.formatMessage({ id }, values);
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
