import { auditArgs } from './audit-query';

test('a range of days is whole days in Korean time', () => {
  expect(auditArgs({ from: '2026-12-01', to: '2026-12-06' }, 'all', 1, 50)).toMatchObject({
    from: '2026-12-01T00:00:00+09:00',
    to: '2026-12-06T23:59:59.999+09:00',
  });
});

test('the brand filter wins; without one, the brand selector narrows the log; 전체 adds nothing', () => {
  expect(auditArgs({ brand: 'nova' }, 'mint', 1, 50).brand).toBe('nova');
  expect(auditArgs({}, 'mint', 1, 50).brand).toBe('mint');
  expect(auditArgs({}, 'all', 1, 50).brand).toBeUndefined();
});

test('what the API would refuse is not sent: a staff id that is no number, a date that is no day', () => {
  const args = auditArgs(
    { staffId: 'abc', from: '12/01/2026', brand: 'nowhere', action: 'staff.invite' },
    'all',
    2,
    50,
  );
  expect(args).toEqual({
    staffId: undefined,
    action: 'staff.invite',
    brand: undefined,
    targetKind: undefined,
    targetId: undefined,
    from: undefined,
    to: undefined,
    page: 2,
    size: 50,
  });
});

test('a sorted column is asked of the server as sort and order; a column the route cannot sort is not sent', () => {
  expect(auditArgs({}, 'all', 1, 50, { column: 'action', descending: false })).toMatchObject({
    sort: 'action',
    order: 'asc',
  });
  expect(auditArgs({}, 'all', 1, 50, { column: 'at', descending: true })).toMatchObject({ sort: 'at', order: 'desc' });
  const odd = auditArgs({}, 'all', 1, 50, { column: 'reason', descending: true });
  expect(odd).not.toHaveProperty('sort');
  expect(odd).not.toHaveProperty('order');
});
