import { oneMonthAfter } from './renewal';

test('renews on the same day next month, or on the last day of a shorter month', () => {
  expect(oneMonthAfter(new Date('2026-03-15T03:00:00Z')).toISOString()).toBe('2026-04-15T03:00:00.000Z');
  expect(oneMonthAfter(new Date('2026-01-31T03:00:00Z')).toISOString()).toBe('2026-02-28T03:00:00.000Z');
  expect(oneMonthAfter(new Date('2028-01-31T03:00:00Z')).toISOString()).toBe('2028-02-29T03:00:00.000Z');
  expect(oneMonthAfter(new Date('2026-12-10T03:00:00Z')).toISOString()).toBe('2027-01-10T03:00:00.000Z');
});
