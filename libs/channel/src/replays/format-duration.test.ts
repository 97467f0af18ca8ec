import { formatDuration } from './format-duration';

test('minutes and seconds, with hours only when there are any', () => {
  expect([0, 7, 61, 1800, 3600, 3725, 36_000].map(formatDuration)).toEqual([
    '0:00',
    '0:07',
    '1:01',
    '30:00',
    '1:00:00',
    '1:02:05',
    '10:00:00',
  ]);
});
