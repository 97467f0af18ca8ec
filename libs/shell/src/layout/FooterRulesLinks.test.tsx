import { screen } from '@testing-library/react';
import { renderInShell, resetTestStores } from '../testing/render-in-shell';
import { FooterRulesLinks } from './FooterRulesLinks';

afterEach(resetTestStores);

// jsdom lays nothing out, so the size is read from the utility classes the footer's CSS is built from:
// min-h-6 is 24 px, the WCAG 2.2 minimum target size for a finger or an unsteady pointer.
test('이용약관 and 개인정보처리방침 are buttons at least 24 px tall', async () => {
  await renderInShell(<FooterRulesLinks />);
  for (const name of ['이용약관', '개인정보처리방침']) {
    const button = screen.getByRole('button', { name });
    expect(button).toHaveClass('min-h-6', 'inline-flex', 'items-center');
  }
});
