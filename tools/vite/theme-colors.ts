import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrandCode, Theme } from '@onair/brand';

export type ThemeColors = { background: string; surface: string; accent: string; accentContrast: string };

const themeCss = resolve(import.meta.dirname, '../../libs/ui/src/theme/theme.css');

const tokenIn = (block: string, name: string) => block.match(new RegExp(`--onair-${name}:\\s*([^;]+);`))?.[1]?.trim();

/**
 * The manifest and favicon need literal colours; they are read from the design system's tokens
 * (libs/ui theme.css), so the browser chrome never drifts from the page. Given a brand, its accent
 * block within the theme (`[data-brand="…"][data-theme="…"]`) overrides the theme's accent.
 */
export function themeColors(theme: Theme, css = readFileSync(themeCss, 'utf8'), brand?: BrandCode): ThemeColors {
  const block = css.match(new RegExp(`\\[data-theme="${theme}"\\]\\s*\\{([^}]*)\\}`))?.[1];
  if (!block) throw new Error(`theme.css has no [data-theme="${theme}"] block`);
  const brandBlock = brand ? css.match(new RegExp(`\\[data-brand="${brand}"\\]\\[data-theme="${theme}"\\][^{]*\\{([^}]*)\\}`))?.[1] : undefined;
  const token = (name: string) => {
    const value = (brandBlock && tokenIn(brandBlock, name)) || tokenIn(block, name);
    if (!value) throw new Error(`theme.css: --onair-${name} is missing for ${theme}`);
    return value;
  };
  return { background: token('bg'), surface: token('surface'), accent: token('accent'), accentContrast: token('accent-contrast') };
}

/** A brand's colours: its theme's, with its own accent. */
export const brandColors = (brand: { theme: Theme; code: BrandCode }): ThemeColors =>
  themeColors(brand.theme, undefined, brand.code);
