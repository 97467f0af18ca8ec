import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEMES } from './theme-context';

const css = readFileSync(join(import.meta.dirname, 'theme.css'), 'utf8');

function tokens(theme: string): Record<string, string> {
  const block = new RegExp(`\\[data-theme="${theme}"\\]\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/--onair-([\w-]+):\s*(#[0-9a-f]{6});/gi)].map((match) => [match[1], match[2]]));
}

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}
const contrast = (a: string, b: string) => {
  const [light = 0, dark = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

// The chat's nickname colours, one per hue; each theme sets all eight.
const NICKNAME_TOKENS = Array.from({ length: 8 }, (_, index) => `nick-${index}`);

// Text tokens on the backgrounds they are used on, and the text-on-colour pairs of buttons and badges.
const PAIRS: [string, string][] = [
  ...['text', 'text-muted', 'accent', 'danger', 'success', ...NICKNAME_TOKENS].flatMap((text) =>
    ['bg', 'surface', 'surface-raised'].map((background): [string, string] => [text, background]),
  ),
  ['accent-contrast', 'accent'],
  ['danger-contrast', 'danger'],
];

// Lighthouse's accessibility audit and WCAG AA ask 4.5:1 for normal-size text.
test.each(THEMES)('every text token of %s reads at 4.5:1 or better on its backgrounds', (theme) => {
  const values = tokens(theme);
  const weak = PAIRS.map(([text, background]) => ({ pair: `${text} on ${background}`, ratio: contrast(values[text] ?? '', values[background] ?? '') })).filter(
    ({ ratio }) => !(ratio >= 4.5),
  );
  expect(weak).toEqual([]);
});

/** Each brand's accent block: the brand, the theme it refines and the tokens it sets. */
const brandBlocks = [...css.matchAll(/\[data-brand="(\w+)"\]\[data-theme="(\w+)"\][^{]*\{([^}]*)\}/g)].map((match) => ({
  brand: match[1] ?? '',
  theme: match[2] ?? '',
  values: Object.fromEntries([...(match[3] ?? '').matchAll(/--onair-([\w-]+):\s*(#[0-9a-f]{6});/gi)].map((token) => [token[1], token[2]])),
}));

test('each of the four brands has its own accent, distinct from the other brand of its theme', () => {
  expect(brandBlocks.map(({ brand, theme }) => `${brand}:${theme}`).sort()).toEqual(['bellcast:BLUE', 'mint:BLUE', 'nova:DARK', 'onair:DARK']);
  const accents = brandBlocks.map(({ values }) => values['accent']);
  expect(new Set(accents).size).toBe(4);
});

test.each(brandBlocks.map((block) => [block.brand, block] as const))('%s: its accent reads at 4.5:1 or better in its theme', (_brand, { theme, values }) => {
  const merged = { ...tokens(theme), ...values };
  const weak = PAIRS.filter(([text, background]) => [text, background].some((name) => name.startsWith('accent')))
    .map(([text, background]) => ({ pair: `${text} on ${background}`, ratio: contrast(merged[text] ?? '', merged[background] ?? '') }))
    .filter(({ ratio }) => !(ratio >= 4.5));
  expect(weak).toEqual([]);
});
