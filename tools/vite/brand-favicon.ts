import { BRAND_MARKS, type BrandConfig } from '@onair/brand';
import { brandColors } from './theme-colors';

/** A square icon on the brand's accent colour with its logo mark (the header's) in the accent's contrast colour. */
export function faviconOf(brand: BrandConfig): string {
  const { accent, accentContrast } = brandColors(brand);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${accent}"/><g transform="translate(12 12) scale(1.6667)"><path fill-rule="evenodd" fill="${accentContrast}" d="${BRAND_MARKS[brand.code]}"/></g></svg>`;
}
