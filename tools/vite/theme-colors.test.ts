import { BRAND_MARKS, BRANDS } from '@onair/brand';
import { faviconOf } from './brand-favicon';
import { manifestOf } from './brand-manifest';
import { brandColors, themeColors } from './theme-colors';

const css = `[data-theme="DARK"] {\n  --onair-bg: #000001;\n  --onair-surface: #000002;\n  --onair-accent: #000003;\n  --onair-accent-contrast: #000004;\n}`;

test('reads each token of a theme block', () => {
  expect(themeColors('DARK', css)).toEqual({ background: '#000001', surface: '#000002', accent: '#000003', accentContrast: '#000004' });
});

test('a theme missing from the stylesheet is an error, not a silent default', () => {
  expect(() => themeColors('BLUE', css)).toThrow('no [data-theme="BLUE"] block');
});

test("a brand's accent block within its theme overrides the theme's accent, and only its own theme's", () => {
  const withBrand = `${css}\n[data-brand="nova"][data-theme="DARK"],\n[data-brand="nova"] [data-theme="DARK"] {\n  --onair-accent: #0000aa;\n}`;
  expect(themeColors('DARK', withBrand, 'nova')).toEqual({ background: '#000001', surface: '#000002', accent: '#0000aa', accentContrast: '#000004' });
  expect(themeColors('DARK', withBrand, 'onair').accent).toBe('#000003');
});

test.each(Object.values(BRANDS))('$code: manifest and favicon use its theme and its own accent in libs/ui, and its mark', (brand) => {
  const colors = brandColors(brand);
  expect(manifestOf(brand)).toMatchObject({ name: brand.serviceName, background_color: colors.background, theme_color: colors.surface });
  expect(faviconOf(brand)).toContain(`fill="${colors.accent}"`);
  expect(faviconOf(brand)).toContain(`d="${BRAND_MARKS[brand.code]}"`);
  expect(colors.accent).not.toBe(colors.accentContrast);
});

test('no two brands of one theme share an accent or a favicon', () => {
  const brands = Object.values(BRANDS);
  expect(new Set(brands.map((brand) => `${brand.theme}:${brandColors(brand).accent}`)).size).toBe(brands.length);
  expect(new Set(brands.map((brand) => faviconOf(brand))).size).toBe(brands.length);
});
