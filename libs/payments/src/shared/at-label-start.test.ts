import { atLabelStart } from './at-label-start';

test.each([
  ['luv', 'en', 'Luv'],
  ['bell', 'en', 'Bell'],
  ['Luv', 'en', 'Luv'],
  ['러브', 'ko', '러브'],
  ['', 'en', ''],
] as const)('%j first in an %s label reads %j', (word, locale, expected) => {
  expect(atLabelStart(word, locale)).toBe(expected);
});
