import { readConfig } from '../config/config';
import { settingsFromConfig } from '../config/settings';

const settingsOf = (env: Record<string, string>) => settingsFromConfig(readConfig({ NODE_ENV: 'test', ...env }));

test('no maintenance variables: no window at start', () => {
  expect(settingsOf({}).maintenanceAtStart).toBeNull();
});

test('start, end and reason make the window put in force at start', () => {
  const settings = settingsOf({
    MAINTENANCE_START_AT: '2031-03-02T02:00:00+09:00',
    MAINTENANCE_END_AT: '2031-03-02T06:00:00+09:00',
    MAINTENANCE_REASON: ' 서버 이전 ',
  });
  expect(settings.maintenanceAtStart).toEqual({
    startAt: new Date('2031-03-01T17:00:00Z'),
    endAt: new Date('2031-03-01T21:00:00Z'),
    reason: '서버 이전',
  });
});

test.each([
  [{ MAINTENANCE_START_AT: '2031-03-02T02:00:00+09:00' }, 'MAINTENANCE_START_AT and MAINTENANCE_END_AT go together'],
  [
    { MAINTENANCE_START_AT: '2031-03-02T06:00:00+09:00', MAINTENANCE_END_AT: '2031-03-02T02:00:00+09:00' },
    'MAINTENANCE_END_AT must be after',
  ],
  [
    { MAINTENANCE_START_AT: '2031-03-02 02:00', MAINTENANCE_END_AT: '2031-03-02T06:00:00+09:00' },
    'MAINTENANCE_START_AT: must be ISO 8601',
  ],
])('a mistake stops the start naming the variable: %j', (env, message) => {
  expect(() => settingsOf(env)).toThrow(message);
});
