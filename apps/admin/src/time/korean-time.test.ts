import { koreanInstant, koreanLocalValue, toKoreanInput } from './korean-time';

// Whatever zone the test machine (or the operator's browser) is in, what is typed is Korean time.
test('a typed time is read as Korean time, to the minute or the second', () => {
  expect(koreanInstant('2026-12-07T09:00')).toBe('2026-12-07T00:00:00.000Z');
  expect(koreanInstant('2026-12-07T09:00:30')).toBe('2026-12-07T00:00:30.000Z');
  // Korean midnight is the previous day in UTC.
  expect(koreanInstant('2026-01-01T00:00:00')).toBe('2025-12-31T15:00:00.000Z');
});

test('an incomplete or impossible value is no instant', () => {
  for (const value of ['', '2026-12-07', '2026-12-07T9:00', '2026-13-40T25:61', 'soon']) expect(koreanInstant(value)).toBeNull();
});

test('an instant is shown in the input as Korean time, and reads back as itself', () => {
  const iso = '2026-06-30T16:20:05.000Z';
  expect(toKoreanInput(iso)).toBe('2026-07-01T01:20:05');
  expect(koreanInstant(toKoreanInput(iso))).toBe(iso);
  expect(koreanLocalValue(Date.parse(iso))).toBe('2026-07-01T01:20');
  expect(toKoreanInput(null)).toBe('');
});
