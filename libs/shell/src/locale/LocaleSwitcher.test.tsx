import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRANDS } from '@onair/brand';
import { COOKIE_NAMES } from '@onair/contracts';
import { loadMessages, readLocaleCookie } from '@onair/i18n';
import { fakeApi } from '@onair/store/testing';
import { AppRoot } from '../AppRoot';
import { resetTestStores, testStore } from '../testing/render-in-shell';

afterEach(() => {
  resetTestStores();
  document.cookie = `${COOKIE_NAMES.locale}=; Max-Age=0; Path=/`;
  document.documentElement.lang = '';
});

test('choosing English in the footer re-renders the page in English, saves the cookie and tells the store', async () => {
  const store = testStore({ brand: 'mint', fetchFn: fakeApi({}).fetchFn });
  render(
    <AppRoot
      store={store}
      brand={BRANDS.mint}
      locale="ko"
      messages={await loadMessages('ko')}
      router={{ kind: 'memory', initialPath: '/no-such-page' }}
    />,
  );
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByText('상호')).toBeInTheDocument();
  const language = within(footer).getByRole('combobox', { name: '언어' });
  expect(
    within(language)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['한국어', 'English']);

  await userEvent.selectOptions(language, 'en');
  expect(await within(footer).findByText('Company')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(within(screen.getByRole('banner')).getByRole('link', { name: 'MintLive' })).toBeInTheDocument();
  expect(within(footer).getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  expect(readLocaleCookie()).toBe('en');
  expect(store.getState().app.locale).toBe('en');
  expect(document.documentElement.lang).toBe('en');
});
