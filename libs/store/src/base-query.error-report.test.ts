import { guestApi, partnersApi } from '@onair/api-client';
import type { ApiErrorReport } from './api-error-report';
import { makeStore } from './make-store';
import { fakeApi, FAKE_API_URL } from './testing/fake-api';

function storeReporting(status: number | 'down') {
  const reports: ApiErrorReport[] = [];
  const api = fakeApi({
    'GET /api/guest/timeCheck': () => ({ status: status === 'down' ? 200 : status, body: { message: 'x' } }),
    'POST /api/partners': () => ({ status: status === 'down' ? 200 : status, body: { message: 'x' } }),
  });
  const fetchFn: typeof fetch =
    status === 'down' ? () => Promise.reject(new TypeError('Failed to fetch')) : api.fetchFn;
  const store = makeStore({
    baseUrl: FAKE_API_URL,
    brand: 'onair',
    fetchFn,
    onMaintenance: () => undefined,
    onApiError: (report) => reports.push(report),
  });
  return { store, reports };
}

test('a 5xx is reported with method, path and status', async () => {
  const { store, reports } = storeReporting(500);
  await store.dispatch(guestApi.guestEndpoints.endpoints.timeCheck.initiate());
  await store.dispatch(
    partnersApi.partnersEndpoints.endpoints.registerPartner.initiate({ body: { partnerCode: 'P1' } }),
  );
  expect(reports).toEqual([
    { method: 'GET', path: '/api/guest/timeCheck', status: 500 },
    { method: 'POST', path: '/api/partners', status: 500 },
  ]);
});

test('no answer at all is reported as NO_RESPONSE', async () => {
  const { store, reports } = storeReporting('down');
  await store.dispatch(guestApi.guestEndpoints.endpoints.timeCheck.initiate());
  expect(reports).toEqual([{ method: 'GET', path: '/api/guest/timeCheck', status: 'NO_RESPONSE' }]);
});

test.each([400, 404, 409, 503])('a %s is not reported (the client handles it; 503 is maintenance)', async (status) => {
  const { store, reports } = storeReporting(status);
  await store.dispatch(guestApi.guestEndpoints.endpoints.timeCheck.initiate());
  expect(reports).toEqual([]);
});

test('the path is reported without its query string', async () => {
  const reports: ApiErrorReport[] = [];
  const api = fakeApi({ 'GET /api/guest/channels': () => ({ status: 502, body: {} }) });
  const store = makeStore({
    baseUrl: FAKE_API_URL,
    brand: 'mint',
    fetchFn: api.fetchFn,
    onApiError: (report) => reports.push(report),
  });
  await store.dispatch(guestApi.guestEndpoints.endpoints.listChannels.initiate({ page: 1, size: 20 }));
  expect(reports).toEqual([{ method: 'GET', path: '/api/guest/channels', status: 502 }]);
});
