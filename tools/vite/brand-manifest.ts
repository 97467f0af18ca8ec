import type { BrandConfig } from '@onair/brand';
import { brandColors } from './theme-colors';

export function manifestOf(brand: BrandConfig) {
  const colors = brandColors(brand);
  return {
    name: brand.serviceName,
    short_name: brand.serviceName,
    description: brand.seoDescription,
    lang: 'ko',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: colors.background,
    theme_color: colors.surface,
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}
