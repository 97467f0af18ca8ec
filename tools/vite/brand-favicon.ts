import type { BrandConfig } from '@onair/brand';
import { themeColors } from './theme-colors';

/** A square icon with the brand's first letter on its accent colour. */
export function faviconOf(brand: BrandConfig): string {
  const { accent, accentContrast } = themeColors(brand.theme);
  const letter = brand.code.slice(0, 1).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${accent}"/><text x="32" y="44" font-family="Arial, sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="${accentContrast}">${letter}</text></svg>`;
}
