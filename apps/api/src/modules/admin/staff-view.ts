import type { Staff, StaffBrands, StaffRole, StaffStatus } from '@onair/contracts';
import type { staffAccounts } from '@onair/db';

export type StaffRow = typeof staffAccounts.$inferSelect;

/** What the API answers for an account: never its password hash or TOTP secret. */
export const staffView = (row: StaffRow): Staff => ({
  id: row.id,
  login: row.login,
  displayName: row.displayName,
  role: row.role as StaffRole,
  brands: brandsOf(row),
  status: row.status as StaffStatus,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const brandsOf = (row: Pick<StaffRow, 'brands'>): StaffBrands =>
  row.brands === null ? 'all' : (row.brands as StaffBrands);

/** The column's form: null for every brand. */
export const storedBrands = (brands: StaffBrands): string[] | null =>
  brands === 'all' ? null : [...new Set(brands)].sort();

/** True when an account scoped to `scope` may act on everything `brands` covers. */
export function coversBrands(scope: StaffBrands, brands: StaffBrands): boolean {
  if (scope === 'all') return true;
  if (brands === 'all') return false;
  return brands.every((brand) => scope.includes(brand));
}
