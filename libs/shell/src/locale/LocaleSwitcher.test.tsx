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
  document.title = '';
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
  const footer = await screen.findByRole('contentinfo');
  expect(within(footer).getByText('상호')).toBeInTheDocument();
  expect(within(footer).getByText('주식회사 민트라이브')).toBeInTheDocument();
  expect(document.title).toBe('민트라이브');
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
  // The tab and the company details read in English too; numbers and contacts stay as registered.
  expect(document.title).toBe('MintLive');
  const details = Object.fromEntries(
    within(footer)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
  expect(details).toEqual({
    Company: 'MintLive Inc.',
    CEO: 'Park Ji-hoon',
    'Business registration number': '206-87-05619',
    'Mail-order business registration number': 'No. 2023-Seoul Seongdong-00872',
    Address: '5F, 113, Seongsui-ro, Seongdong-gu, Seoul, Republic of Korea',
    Email: 'cs@mintlive.co.kr',
    'Customer center': '1566-7700',
  });
  expect(footer).toHaveTextContent('MintLive Inc. All rights reserved.');
});

test('an English start shows the English tab title and company details; Korean stays the default', async () => {
  render(
    <AppRoot
      store={testStore({ brand: 'bellcast', locale: 'en', fetchFn: fakeApi({}).fetchFn })}
      brand={BRANDS.bellcast}
      locale="en"
      messages={await loadMessages('en')}
      router={{ kind: 'memory', initialPath: '/no-such-page' }}
    />,
  );
  expect(document.title).toBe('Bellcast');
  const footer = await screen.findByRole('contentinfo');
  expect(within(footer).getByText('Lee Seo-yeon')).toBeInTheDocument();
  expect(within(footer).getByText('7F, 396, World Cup buk-ro, Mapo-gu, Seoul, Republic of Korea')).toBeInTheDocument();
  expect(within(footer).queryByText(BRANDS.bellcast.address)).not.toBeInTheDocument();
});
