import type { BrandConfig } from '@onair/brand';

/** Surface colours of each theme, as the manifest and the browser chrome need literal values. */
export const THEME_COLORS = { DARK: { background: '#0e0d13', theme: '#17151f' }, BLUE: { background: '#f5f8ff', theme: '#1d4ed8' } } as const;

export function manifestOf(brand: BrandConfig) {
  const colors = THEME_COLORS[brand.theme];
  return {
    name: brand.serviceName,
    short_name: brand.serviceName,
    description: brand.seoDescription,
    lang: 'ko',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: colors.background,
    theme_color: colors.theme,
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}
