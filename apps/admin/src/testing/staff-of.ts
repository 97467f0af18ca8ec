import type { Staff } from '@onair/contracts';

/** A staff account for tests and stories: an active super-admin of every brand unless told otherwise. */
export const staffOf = (overrides: Partial<Staff> = {}): Staff => ({
  id: 1,
  login: 'ops',
  displayName: '운영자',
  role: 'super-admin',
  brands: 'all',
  status: 'active',
  createdAt: '2026-12-01T00:00:00.000Z',
  updatedAt: '2026-12-01T00:00:00.000Z',
  ...overrides,
});
