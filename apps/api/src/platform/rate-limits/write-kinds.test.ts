import { ALL_ROUTES } from '@onair/contracts';
import { NAMED_WRITE_OPERATIONS } from './write-kinds';

test('every operation the kinds table names is a write route of the contract', () => {
  const writes = new Set(ALL_ROUTES.filter((route) => route.method !== 'GET').map((route) => route.operationId));
  expect(NAMED_WRITE_OPERATIONS.filter((operationId) => !writes.has(operationId))).toEqual([]);
});
