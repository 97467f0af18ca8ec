// The real Sentry SDK under our options, sending to a recording transport instead of the network:
// what actually leaves the browser for an API error, a network failure and a chunk-load failure.
import * as Sentry from '@sentry/react';
import type { BrowserOptions } from '@sentry/react';
import { startErrorReporting } from './error-reporter';

type Sent = { message?: string; exception?: { values?: Array<{ value?: string }> }; tags?: Record<string, string> };

const sent: Sent[] = [];
/** A transport that keeps each event item of the envelopes the SDK would post. */
const recordingTransport: BrowserOptions['transport'] = () => ({
  send: async (envelope) => {
    for (const [header, payload] of envelope[1])
      if ((header as { type?: string }).type === 'event') sent.push(payload as Sent);
    return {};
  },
  flush: async () => true,
});

const reporter = startErrorReporting({
  dsn: 'https://public@errors.example/1',
  brand: 'mint',
  loadSdk: async () => ({
    ...Sentry,
    init: (options: BrowserOptions) => Sentry.init({ ...options, transport: recordingTransport }),
  }),
});

afterAll(() => Sentry.close());

test('an API error goes out with the brand, method, path and status; network and chunk failures do not', async () => {
  reporter.reportApiError({ method: 'GET', path: '/api/guest/channels', status: 500 });
  await new Promise((resolve) => setTimeout(resolve, 0));
  Sentry.captureException(new TypeError('Failed to fetch'));
  Sentry.captureException(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/a.js'));
  Sentry.captureException(new TypeError('Cannot read properties of null'));
  await Sentry.flush(1000);

  expect(sent.map((event) => event.message ?? event.exception?.values?.[0]?.value)).toEqual([
    'API error: GET /api/guest/channels 500',
    'Cannot read properties of null',
  ]);
  expect(sent[0]?.tags).toMatchObject({
    brand: 'mint',
    'api.method': 'GET',
    'api.path': '/api/guest/channels',
    'api.status': '500',
  });
});
