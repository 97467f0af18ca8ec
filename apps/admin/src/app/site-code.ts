import { BRAND_CODES, type BrandCode, type Staff } from '@onair/contracts';
import type { BrandChoice } from './console-slice';

/** The brands an account may pick in the brand selector, in the brands' usual order. */
export function brandsOf(staff: Pick<Staff, 'brands'>): readonly BrandCode[] {
  return staff.brands === 'all' ? BRAND_CODES : BRAND_CODES.filter((code) => staff.brands.includes(code));
}

/**
 * The x-site-code of an admin call. The API's staff guard wants a brand the account holds on every
 * call, so 전체 브랜드 sends the account's first brand; a screen that lists across brands adds no
 * brand filter of its own for 전체 (see README, "Brand selector").
 */
export function siteCodeFor(staff: Pick<Staff, 'brands'> | null, choice: BrandChoice): BrandCode | null {
  if (choice !== 'all') return choice;
  return staff ? (brandsOf(staff)[0] ?? null) : null;
}
