import type { BrandConfig } from '@onair/brand';
import { THEME_COLORS } from './brand-manifest';

/** A square icon with the brand's first letter on its theme colour. */
export function faviconOf(brand: BrandConfig): string {
  const color = THEME_COLORS[brand.theme].theme;
  const letter = brand.code.slice(0, 1).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${color}"/><text x="32" y="44" font-family="Arial, sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="#ffffff">${letter}</text></svg>`;
}
