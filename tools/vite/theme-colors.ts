import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Theme } from '@onair/brand';

export type ThemeColors = { background: string; surface: string; accent: string; accentContrast: string };

const themeCss = resolve(import.meta.dirname, '../../libs/ui/src/theme/theme.css');

/**
 * The manifest and favicon need literal colours; they are read from the design system's tokens
 * (libs/ui theme.css), so the browser chrome never drifts from the page.
 */
export function themeColors(theme: Theme, css = readFileSync(themeCss, 'utf8')): ThemeColors {
  const block = css.match(new RegExp(`\\[data-theme="${theme}"\\]\\s*\\{([^}]*)\\}`))?.[1];
  if (!block) throw new Error(`theme.css has no [data-theme="${theme}"] block`);
  const token = (name: string) => {
    const value = block.match(new RegExp(`--onair-${name}:\\s*([^;]+);`))?.[1]?.trim();
    if (!value) throw new Error(`theme.css: --onair-${name} is missing for ${theme}`);
    return value;
  };
  return { background: token('bg'), surface: token('surface'), accent: token('accent'), accentContrast: token('accent-contrast') };
}
