import { COOKIE_NAMES } from '@onair/contracts';
import { readCookie } from '@onair/store';
import { fakeApi, MEMBER } from '@onair/store/testing';
import { resetTestStores, testStore } from '../testing/render-in-shell';
import { startClientSession } from './start-client-session';

function clearCookies() {
  for (const name of [...Object.values(COOKIE_NAMES), 'asp-state.init']) document.cookie = `${name}=; Max-Age=0; Path=/`;
}
// Each test is a new tab: no cookies, nothing in sessionStorage.
beforeEach(() => {
  clearCookies();
  sessionStorage.clear();
});
afterEach(resetTestStores);

function api() {
  return fakeApi({
    'POST /api/partners': () => ({ status: 200, body: { msg: 'ok' } }),
    'GET /api/auth/me': () => ({ status: 200, body: MEMBER }),
  });
}

async function start(search: string) {
  const calls = api();
  const store = testStore({ fetchFn: calls.fetchFn });
  await startClientSession(store, { search, jar: document });
  return { store, calls };
}

test('a first visit gets a 10-hex client id cookie, kept on the next start', async () => {
  await start('');
  const id = readCookie(COOKIE_NAMES.clientId, document.cookie);
  expect(id).toMatch(/^[0-9a-f]{10}$/);
  await start('');
  expect(readCookie(COOKIE_NAMES.clientId, document.cookie)).toBe(id);
});

test('a visitor with a partnerCode in the query registers it; no profile is loaded', async () => {
  const { calls, store } = await start('?partnerCode=PARTNER7');
  const registration = calls.seen.find((request) => request.path === '/api/partners');
  expect(registration?.method).toBe('POST');
  expect(JSON.parse(registration?.body ?? '{}')).toEqual({ partnerCode: 'PARTNER7' });
  expect(calls.count('GET', '/api/auth/me')).toBe(0);
  expect(store.getState().session.profile).toBeNull();
});

test('a visitor with the partner cookie registers it too', async () => {
  document.cookie = `${COOKIE_NAMES.partnerCode}=FROMCOOKIE; Path=/`;
  const { calls } = await start('');
  expect(JSON.parse(calls.seen.find((request) => request.path === '/api/partners')?.body ?? '{}')).toEqual({ partnerCode: 'FROMCOOKIE' });
});

test('a member (fallback cookie) is loaded and the partner code is not registered', async () => {
  document.cookie = `${COOKIE_NAMES.fallbackAccessToken}=1; Path=/`;
  const { calls, store } = await start('?partnerCode=PARTNER7');
  expect(calls.count('POST', '/api/partners')).toBe(0);
  expect(store.getState().session.profile).toEqual(MEMBER);
});

test('the literal noAccessToken cookie counts as signed out', async () => {
  document.cookie = `${COOKIE_NAMES.accessToken}=noAccessToken; Path=/`;
  const { calls } = await start('?partnerCode=P1');
  expect(calls.count('GET', '/api/auth/me')).toBe(0);
  expect(calls.count('POST', '/api/partners')).toBe(1);
});

test('appkey and pinkey are stored in their cookies and turn on partner mode', async () => {
  const { store } = await start('?appkey=APPKEY1&pinkey=PIN1');
  expect(readCookie(COOKIE_NAMES.appKey, document.cookie)).toBe('APPKEY1');
  expect(readCookie(COOKIE_NAMES.pinKey, document.cookie)).toBe('PIN1');
  expect(store.getState().authDialog.partnerMode).toBe(true);
});

test('app keys already in the cookies are kept; a tab opened without an appkey is not in partner mode', async () => {
  document.cookie = `${COOKIE_NAMES.appKey}=FIRST; Path=/`;
  await start('?appkey=SECOND');
  expect(readCookie(COOKIE_NAMES.appKey, document.cookie)).toBe('FIRST');
  sessionStorage.clear();
  const { store } = await start('');
  expect(store.getState().authDialog.partnerMode).toBe(false);
});

test('partner mode lasts for the tab: a later page load without the appkey keeps it (asp-state.init)', async () => {
  await start('?appkey=APPKEY1');
  expect(sessionStorage.getItem('asp-state.init')).toBe('1');
  const { store } = await start('?orderId=ORD-1');
  expect(store.getState().authDialog.partnerMode).toBe(true);
});

test('where sessionStorage fails, asp-state rides in a short cookie', async () => {
  const calls = api();
  const blocked = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  await startClientSession(testStore({ fetchFn: calls.fetchFn }), { search: '?appkey=APPKEY1', jar: document, storage: blocked });
  expect(readCookie('asp-state.init', document.cookie)).toBe('1');
  const later = testStore({ fetchFn: calls.fetchFn });
  await startClientSession(later, { search: '', jar: document, storage: blocked });
  expect(later.getState().authDialog.partnerMode).toBe(true);
});
