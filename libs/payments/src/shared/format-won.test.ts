import { formatWon } from './format-won';

test.each([
  [1100, 'ko', '1,100원'],
  [55000, 'ko', '55,000원'],
  [1100, 'en', '₩1,100'],
  [0, 'en', '₩0'],
] as const)('formatWon(%d, %s) is %j', (price, locale, expected) => {
  expect(formatWon(price, locale)).toBe(expected);
});
