import { compactCount } from './compact-count';

test.each([
  [0, '0'],
  [950, '950'],
  [9999, '9,999'],
  [12500, '1.2만'],
  [129999, '12.9만'],
  [1234567, '123.4만'],
  [100000000, '1억'],
])('in Korean %d reads %s', (value, text) => {
  expect(compactCount(value, 'ko')).toBe(text);
});

test.each([
  [9999, '9,999'],
  [12500, '12.5K'],
  [129999, '129.9K'],
  [1299999, '1.2M'],
])('in English %d reads %s', (value, text) => {
  expect(compactCount(value, 'en')).toBe(text);
});

test('a balance is cut, never rounded up: 19,999 is 1.9만, not 2만', () => {
  expect(compactCount(19999, 'ko')).toBe('1.9만');
  expect(compactCount(-19999, 'ko')).toBe('-1.9만');
});
