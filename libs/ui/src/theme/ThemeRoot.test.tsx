import { render, screen } from '@testing-library/react';
import { Dialog } from '../dialog/Dialog';
import { ThemeRoot } from './ThemeRoot';

test('sets data-theme on the wrapping div', () => {
  render(
    <ThemeRoot theme="BLUE">
      <p>내용</p>
    </ThemeRoot>,
  );
  expect(screen.getByText('내용').closest('[data-theme]')).toHaveAttribute('data-theme', 'BLUE');
});

test('global puts data-theme on <html> and takes it off on unmount', () => {
  const { unmount } = render(
    <ThemeRoot theme="DARK" global>
      <p>내용</p>
    </ThemeRoot>,
  );
  expect(document.documentElement).toHaveAttribute('data-theme', 'DARK');
  unmount();
  expect(document.documentElement).not.toHaveAttribute('data-theme');
});

test("global with a brand puts the brand's code on <html> too, for its accent, and takes both off on unmount", () => {
  const { unmount } = render(
    <ThemeRoot theme="BLUE" brand="mint" global>
      <p>내용</p>
    </ThemeRoot>,
  );
  expect(document.documentElement).toHaveAttribute('data-theme', 'BLUE');
  expect(document.documentElement).toHaveAttribute('data-brand', 'mint');
  unmount();
  expect(document.documentElement).not.toHaveAttribute('data-brand');
  expect(document.documentElement).not.toHaveAttribute('data-theme');
});

test('a dialog opened inside carries the theme into its portal', () => {
  render(
    <ThemeRoot theme="DARK">
      <Dialog open onClose={() => undefined} title="안내" />
    </ThemeRoot>,
  );
  expect(screen.getByRole('dialog').closest('[data-theme]')).toHaveAttribute('data-theme', 'DARK');
});
