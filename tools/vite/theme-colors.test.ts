import { BRANDS } from '@onair/brand';
import { faviconOf } from './brand-favicon';
import { manifestOf } from './brand-manifest';
import { themeColors } from './theme-colors';

const css = `[data-theme="DARK"] {\n  --onair-bg: #000001;\n  --onair-surface: #000002;\n  --onair-accent: #000003;\n  --onair-accent-contrast: #000004;\n}`;

test('reads each token of a theme block', () => {
  expect(themeColors('DARK', css)).toEqual({ background: '#000001', surface: '#000002', accent: '#000003', accentContrast: '#000004' });
});

test('a theme missing from the stylesheet is an error, not a silent default', () => {
  expect(() => themeColors('BLUE', css)).toThrow('no [data-theme="BLUE"] block');
});

test.each(Object.values(BRANDS))('$code: manifest and favicon use the colours of its theme in libs/ui', (brand) => {
  const colors = themeColors(brand.theme);
  expect(manifestOf(brand)).toMatchObject({ name: brand.serviceName, background_color: colors.background, theme_color: colors.surface });
  expect(faviconOf(brand)).toContain(`fill="${colors.accent}"`);
  expect(colors.accent).not.toBe(colors.accentContrast);
});
