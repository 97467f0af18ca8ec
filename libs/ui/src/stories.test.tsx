import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { ThemePanels } from '../.storybook/ThemePanels';
import { THEMES } from './theme/theme-context';

const srcDir = import.meta.dirname;

/** Components the entry point exports: PascalCase value exports (types and hooks are not components). */
function exportedComponents(): string[] {
  const index = readFileSync(join(srcDir, 'index.ts'), 'utf8');
  return [...index.matchAll(/export \{([^}]*)\}/g)]
    .flatMap((match) => (match[1] ?? '').split(','))
    .map((name) => name.trim())
    .filter((name) => /^[A-Z][a-z]\w*$/.test(name));
}

const stories = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.stories.tsx'))
  .map((file) => readFileSync(join(srcDir, file), 'utf8'))
  .join('\n');

// Components with nothing to look at: what they change is shown by another component's story.
const NOT_VISUAL: Record<string, string> = {
  NativeAlertProvider: 'a context switch: under it AlertDialog calls window.alert instead of drawing (see the AlertDialog stories)',
};

test.each(exportedComponents().filter((name) => !(name in NOT_VISUAL)))('%s has a story', (name) => {
  expect(stories).toMatch(new RegExp(`component: ${name}\\b|<${name}[\\s/>]`));
});

test('every story is drawn once per theme, DARK beside BLUE', () => {
  render(<ThemePanels>{() => <p>story</p>}</ThemePanels>);
  for (const theme of THEMES) expect(screen.getByRole('region', { name: `${theme} theme` })).toHaveTextContent('story');
  expect(screen.getAllByText('story')).toHaveLength(THEMES.length);
});

test('the toolbar can narrow the preview to one theme', () => {
  render(<ThemePanels themes={['BLUE']}>{() => <p>story</p>}</ThemePanels>);
  expect(screen.getByRole('region', { name: 'BLUE theme' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'DARK theme' })).not.toBeInTheDocument();
});
