import type { StaffBrands } from '@onair/contracts';
import type { ConsoleT } from '../../i18n/use-console-t';

/** 전체 브랜드, or the codes in order. */
export const brandsText = (t: ConsoleT, brands: StaffBrands) =>
  brands === 'all' ? t('console.brand.all') : brands.join(', ');
