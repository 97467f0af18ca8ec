import { agreementLevel, toggleAll } from './agreements';

test.each([
  [{ terms: false, privacy: false, marketing: false }, 'none'],
  [{ terms: true, privacy: false, marketing: true }, 'none'],
  [{ terms: false, privacy: true, marketing: true }, 'none'],
  [{ terms: true, privacy: true, marketing: false }, 'essential'],
  [{ terms: true, privacy: true, marketing: true }, 'full'],
])('%o is %s', (values, level) => {
  expect(agreementLevel(values)).toBe(level);
});

test('all-agree sets all three, and clears them when all are set', () => {
  expect(toggleAll({ terms: true, privacy: false, marketing: false })).toEqual({ terms: true, privacy: true, marketing: true });
  expect(toggleAll({ terms: true, privacy: true, marketing: true })).toEqual({ terms: false, privacy: false, marketing: false });
});
