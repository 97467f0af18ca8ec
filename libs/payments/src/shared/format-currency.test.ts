import { BRAND_CODES } from '@onair/contracts';
import { getBrand } from '@onair/brand';
import { formatCurrency } from './format-currency';

const onair = getBrand('onair');
const bellcast = getBrand('bellcast');

test.each([
  [1000, 'onair', 'ko', '1,000 러브'],
  [1000, 'onair', 'en', '1,000 luv'],
  [500, 'bellcast', 'ko', '500 벨'],
  [500, 'bellcast', 'en', '500 bell'],
  [0, 'mint', 'ko', '0 러브'],
  [1234567, 'nova', 'ko', '1,234,567 러브'],
  [-3300, 'onair', 'en', '-3,300 luv'],
] as const)('formatCurrency(%d, %s, %s) is %j', (amount, brand, locale, expected) => {
  expect(formatCurrency(amount, getBrand(brand), locale)).toBe(expected);
});

test('every brand names its currency in both locales', () => {
  for (const code of BRAND_CODES) {
    expect(formatCurrency(1, getBrand(code), 'ko')).toMatch(/^1 \S+$/);
    expect(formatCurrency(1, getBrand(code), 'en')).toMatch(/^1 [a-z]+$/);
  }
});

test.each([1.5, 0.1, NaN, Infinity, -Infinity, Number.MAX_SAFE_INTEGER + 1])(
  'throws on %p: amounts are whole units',
  (amount) => {
    expect(() => formatCurrency(amount, onair, 'ko')).toThrow(RangeError);
  },
);

test('the error names the amount and the unit', () => {
  expect(() => formatCurrency(99.9, bellcast, 'ko')).toThrow(
    'formatCurrency: amount must be a whole number of bell, got 99.9',
  );
});
