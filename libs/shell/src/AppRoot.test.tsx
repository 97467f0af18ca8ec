import { render, screen } from '@testing-library/react';
import { BRANDS } from '@onair/brand';
import { loadMessages } from '@onair/i18n';
import { makeStore } from '@onair/store';
import { AppRoot } from './AppRoot';

async function renderApp(code: keyof typeof BRANDS, path: string) {
  const brand = BRANDS[code];
  const messages = await loadMessages('ko');
  render(
    <AppRoot
      store={makeStore({ brand: code, baseUrl: 'http://127.0.0.1:9' })}
      brand={brand}
      locale="ko"
      messages={messages}
      router={{ kind: 'memory', initialPath: path }}
    />,
  );
  return { brand, messages };
}

test.each(['onair', 'bellcast', 'mint', 'nova'] as const)('%s: header, theme and footer come from the brand', async (code) => {
  const { brand } = await renderApp(code, '/no-such-page');
  expect(screen.getByRole('link', { name: brand.serviceName })).toHaveAttribute('href', '/');
  expect(document.documentElement).toHaveAttribute('data-theme', brand.theme);
  expect(await screen.findByText(brand.companyName)).toBeInTheDocument();
  expect(screen.getByText(brand.businessNumber)).toBeInTheDocument();
  expect(screen.getByText(brand.OBRN)).toBeInTheDocument();
});

test('an unknown path shows the not-found page with a way home', async () => {
  const { messages } = await renderApp('onair', '/no-such-page');
  expect(screen.getByRole('heading', { name: messages['notFound.title'] })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: messages['common.goHome'] })).toHaveAttribute('href', '/');
});

test('the home page greets with the service name and says so when channels cannot be loaded', async () => {
  // Port 9 (discard) refuses connections: the API is unreachable.
  const { brand, messages } = await renderApp('mint', '/');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`${brand.serviceName}에서 지금 라이브를 만나보세요`);
  expect(await screen.findByRole('alert')).toHaveTextContent(messages['home.loadError'] ?? 'missing');
  expect(screen.getByRole('button', { name: messages['common.retry'] })).toBeEnabled();
});
