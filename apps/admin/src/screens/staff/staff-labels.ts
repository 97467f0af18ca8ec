import { BRAND_CODES, type StaffBrands } from '@onair/contracts';
import type { ConsoleT } from '../../i18n/use-console-t';

/** Brand codes in the brands' usual order (onair, bellcast, mint, nova), whatever order they came in. */
export const inBrandOrder = (codes: readonly string[]) =>
  [...codes].sort((a, b) => BRAND_CODES.indexOf(a as never) - BRAND_CODES.indexOf(b as never));

/** 전체 브랜드, or the codes in the brands' order. */
export const brandsText = (t: ConsoleT, brands: StaffBrands) =>
  brands === 'all' ? t('console.brand.all') : inBrandOrder(brands).join(', ');
