import { ageOn, isAdult, todayInKorea } from './adult-age';

test.each([
  ['2000-05-17', '2019-05-16', 18],
  ['2000-05-17', '2019-05-17', 19],
  ['2000-02-29', '2019-02-28', 18],
  ['2000-02-29', '2019-03-01', 19],
])('born %s, on %s: %i', (birthday, day, age) => {
  expect(ageOn(birthday, day)).toBe(age);
});

test('the day turns over at midnight in Korea', () => {
  expect(todayInKorea(new Date('2025-01-01T14:59:59Z'))).toBe('2025-01-01');
  expect(todayInKorea(new Date('2025-01-01T15:00:00Z'))).toBe('2025-01-02');
});

test('adult means 19 or older; no birthday, no adult', () => {
  const at = new Date('2025-06-01T03:00:00Z');
  expect(isAdult('2006-06-01', at)).toBe(true);
  expect(isAdult('2006-06-02', at)).toBe(false);
  expect(isAdult(null, at)).toBe(false);
});
