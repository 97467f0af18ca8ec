import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { BRANDS } from '@onair/brand';
import { loadMessages } from '@onair/i18n';
import { fakeApi } from '@onair/store/testing';
import { resetTestStores, testStore } from './testing/render-in-shell';

// The route table is under test, not the pages: each page is a marker naming itself, and the
// factory notes when the money library is loaded at all.
let paymentsLoaded = false;
const marker = (name: string) => () => <p data-testid="page">{name}</p>;
const pages = [
  'ShopPage',
  'PaymentResultPage',
  'WalletPage',
  'SubscriptionsPage',
  'ExchangeEventPage',
  'EarningsPage',
] as const;
jest.unstable_mockModule('@onair/payments', () => {
  paymentsLoaded = true;
  return Object.fromEntries(pages.map((name) => [name, marker(name)]));
});
const { AppRoot } = await import('./AppRoot');

afterEach(resetTestStores);

async function renderAt(path: string) {
  render(
    <AppRoot
      store={testStore({ fetchFn: fakeApi({}).fetchFn })}
      brand={BRANDS.onair}
      locale="ko"
      messages={await loadMessages('ko')}
      router={{ kind: 'memory', initialPath: path }}
    />,
  );
}

test('the home page does not load the money pages', async () => {
  await renderAt('/');
  expect(await screen.findByRole('banner')).toBeInTheDocument();
  expect(paymentsLoaded).toBe(false);
});

test.each([
  ['/luv/shop', 'ShopPage'],
  ['/luv/shop?tab=flax&product=PASS_DAY&method=mobile', 'ShopPage'],
  ['/luv/payment/result?orderId=ORD-1', 'PaymentResultPage'],
  ['/my/wallet', 'WalletPage'],
  ['/my/subscriptions', 'SubscriptionsPage'],
  ['/events/exchange', 'ExchangeEventPage'],
  ['/my/earnings', 'EarningsPage'],
])('%s renders %s inside the site layout, loaded on first use', async (path, page) => {
  await renderAt(path);
  expect(await screen.findByTestId('page')).toHaveTextContent(page);
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(paymentsLoaded).toBe(true);
});
