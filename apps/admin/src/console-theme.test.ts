import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const css = readFileSync(join(import.meta.dirname, 'console.css'), 'utf8');
const tokens = Object.fromEntries(
  [
    ...(/\[data-theme="CONSOLE"\]\s*\{([^}]*)\}/.exec(css)?.[1] ?? '').matchAll(
      /--onair-([\w-]+):\s*(#[0-9a-f]{6});/gi,
    ),
  ].map((match) => [match[1], match[2]]),
);

/** WCAG 2 relative luminance and contrast ratio, as libs/ui's theme test computes them. */
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

test('the console theme sets every colour token the brand themes set', () => {
  const brandTheme = readFileSync(join(import.meta.dirname, '../../../libs/ui/src/theme/theme.css'), 'utf8');
  const blue = /\[data-theme="BLUE"\]\s*\{([^}]*)\}/.exec(brandTheme)?.[1] ?? '';
  const names = [...blue.matchAll(/--onair-([\w-]+):/g)].map((match) => match[1]);
  const consoleBlock = /\[data-theme="CONSOLE"\]\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  expect(names.filter((name) => !consoleBlock.includes(`--onair-${name}:`))).toEqual([]);
});

test('every text token reads at 4.5:1 or better on the backgrounds it is used on', () => {
  const pairs: [string, string][] = [
    ...['text', 'text-muted', 'accent', 'danger', 'success'].flatMap((text) =>
      ['bg', 'surface', 'surface-raised'].map((background): [string, string] => [text, background]),
    ),
    ['accent-contrast', 'accent'],
    ['danger-contrast', 'danger'],
  ];
  const weak = pairs
    .map(([text, background]) => ({
      pair: `${text} on ${background}`,
      ratio: contrast(tokens[text] ?? '', tokens[background] ?? ''),
    }))
    .filter(({ ratio }) => !(ratio >= 4.5));
  expect(weak).toEqual([]);
});
