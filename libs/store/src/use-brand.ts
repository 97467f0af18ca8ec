import { providedBrand, type BrandConfig } from '@onair/brand';
import { selectBrandCode } from './app-slice';
import { useAppSelector } from './hooks';

/** The brand this app runs as, with every config field. */
export function useBrand(): BrandConfig {
  return providedBrand(useAppSelector(selectBrandCode));
}
