import { jest } from '@jest/globals';
import type { BrowserOptions, CaptureContext } from '@sentry/react';
import { startErrorReporting, type ErrorReportingSdk } from './error-reporter';

/** The SDK as our module sees it: records init and every capture. */
function fakeSdk() {
  const inits: BrowserOptions[] = [];
  const captured: Array<{ message: string; context?: CaptureContext }> = [];
  const sdk: ErrorReportingSdk = {
    init: (options) => inits.push(options),
    captureMessage: (message, context) => {
      captured.push({ message, context });
      return 'event-id';
    },
  };
  return { sdk, inits, captured };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('without a DSN nothing is loaded, initialised or sent', async () => {
  const loadSdk = jest.fn(async () => fakeSdk().sdk);
  const reporter = startErrorReporting({ dsn: undefined, brand: 'onair', loadSdk });
  reporter.reportApiError({ method: 'GET', path: '/api/guest/channels', status: 500 });
  await settle();
  expect(loadSdk).not.toHaveBeenCalled();
  startErrorReporting({ dsn: '', brand: 'onair', loadSdk });
  expect(loadSdk).not.toHaveBeenCalled();
});

test('with a DSN the SDK starts with trace sample rate 0 and the ignore rules', async () => {
  const { sdk, inits } = fakeSdk();
  startErrorReporting({ dsn: 'https://key@errors.example/7', brand: 'bellcast', loadSdk: async () => sdk });
  await settle();
  expect(inits).toHaveLength(1);
  const [options] = inits;
  expect(options).toMatchObject({
    dsn: 'https://key@errors.example/7',
    tracesSampleRate: 0,
    dataCollection: { userInfo: false, cookies: false },
    initialScope: { tags: { brand: 'bellcast' } },
  });
  const ignored = (text: string) =>
    options?.ignoreErrors?.some((rule) => (typeof rule === 'string' ? text.includes(rule) : rule.test(text)));
  for (const text of [
    'TypeError: Failed to fetch',
    'TypeError: NetworkError when attempting to fetch resource.',
    'TypeError: Load failed',
    'TypeError: Failed to fetch dynamically imported module: https://www.onair.live/assets/ShopPage-x1.js',
    'TypeError: Importing a module script failed.',
    'ChunkLoadError: Loading chunk 42 failed.',
  ]) {
    expect([text, ignored(text)]).toEqual([text, true]);
  }
  expect(ignored('TypeError: Cannot read properties of undefined')).toBe(false);
  expect(ignored('API error: GET /api/guest/channels NO_RESPONSE')).toBe(false);
});

test('beforeSend drops a network or chunk failure thrown as such, and keeps the rest', async () => {
  const { sdk, inits } = fakeSdk();
  startErrorReporting({ dsn: 'https://key@errors.example/7', brand: 'onair', loadSdk: async () => sdk });
  await settle();
  const beforeSend = inits[0]?.beforeSend;
  if (!beforeSend) throw new Error('no beforeSend');
  const event = { type: undefined, message: 'x' } as Parameters<typeof beforeSend>[0];
  expect(beforeSend(event, { originalException: new TypeError('Failed to fetch') })).toBeNull();
  expect(
    beforeSend(event, {
      originalException: Object.assign(new Error('Loading chunk 3 failed.'), { name: 'ChunkLoadError' }),
    }),
  ).toBeNull();
  expect(beforeSend(event, { originalException: new RangeError('Invalid time value') })).toBe(event);
});

test('an API error is captured with method, path and status, also when reported before the SDK was ready', async () => {
  const { sdk, captured } = fakeSdk();
  let resolveSdk: (value: ErrorReportingSdk) => void = () => undefined;
  const reporter = startErrorReporting({
    dsn: 'https://key@errors.example/7',
    brand: 'onair',
    loadSdk: () => new Promise((resolve) => (resolveSdk = resolve)),
  });
  reporter.reportApiError({ method: 'POST', path: '/api/shoppings/luv/payments', status: 502 });
  resolveSdk(sdk);
  await settle();
  reporter.reportApiError({ method: 'GET', path: '/api/auth/me', status: 'NO_RESPONSE' });
  await settle();
  expect(captured).toEqual([
    {
      message: 'API error: POST /api/shoppings/luv/payments 502',
      context: {
        level: 'error',
        tags: { 'api.method': 'POST', 'api.path': '/api/shoppings/luv/payments', 'api.status': '502' },
        fingerprint: ['api-error', 'POST', '/api/shoppings/luv/payments', '502'],
      },
    },
    expect.objectContaining({ message: 'API error: GET /api/auth/me NO_RESPONSE' }),
  ]);
});

test('an SDK that fails to load costs the reports only', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const reporter = startErrorReporting({
    dsn: 'https://key@errors.example/7',
    brand: 'onair',
    loadSdk: () => Promise.reject(new Error('chunk gone')),
  });
  reporter.reportApiError({ method: 'GET', path: '/api/x', status: 500 });
  await settle();
  expect(warn).toHaveBeenCalledTimes(1);
  warn.mockRestore();
});
