import { authApi, baseApi, guestApi } from '@onair/api-client';
import { LIMITS } from '@onair/contracts';
import { makeStore } from './make-store';
import { signedIn } from './session-slice';
import { FAKE_API_URL, fakeApi, type FakeRoute } from './testing/fake-api';
import { MEMBER } from './testing/member';

const unauthorized = { status: 401, body: { statusCode: 401, code: 'UNAUTHORIZED', message: 'accessToken is not valid' } };

/** Member endpoints that answer 401 until a refresh succeeds, as an expired access token does. */
function expiringSession(refreshAnswer: FakeRoute) {
  let fresh = false;
  const whenFresh = (body: unknown): FakeRoute => () => (fresh ? { status: 200, body } : unauthorized);
  return fakeApi({
    'GET /api/auth/me': whenFresh(MEMBER),
    'GET /api/personal-auth': whenFresh({ status: 0, url: null, method: 'provider' }),
    'GET /api/auth/geo-ip': whenFresh({ countryCode: 'KR', foreign: false }),
    'POST /api/oauth/refresh': async (request) => {
      const answer = await refreshAnswer(request);
      fresh = answer.status === 200 && (answer.body as { msg: string }).msg === 'ok';
      return answer;
    },
  });
}

const stores: ReturnType<typeof makeStore>[] = [];
// Unsubscribed cache entries keep a removal timer; resetting clears it so Jest can exit.
afterEach(() => stores.splice(0).forEach((store) => store.dispatch(baseApi.util.resetApiState())));

const storeWith = (fetchFn: typeof fetch, member = true) => {
  const store = makeStore({ brand: 'mint', baseUrl: FAKE_API_URL, fetchFn, onMaintenance: () => undefined });
  stores.push(store);
  if (member) store.dispatch(signedIn(MEMBER));
  return store;
};

const me = () => authApi.authEndpoints.endpoints.me.initiate(undefined, { subscribe: false });

test('three parallel 401s share exactly one refresh, then each request is retried once and succeeds', async () => {
  const api = expiringSession(() => ({ status: 200, body: { msg: 'ok', access_token: 'new' } }));
  const store = storeWith(api.fetchFn);
  const [first, second, third] = await Promise.all([
    store.dispatch(me()),
    store.dispatch(authApi.authEndpoints.endpoints.personalAuth.initiate({ type: 'status' }, { subscribe: false })),
    store.dispatch(authApi.authEndpoints.endpoints.geoIp.initiate(undefined, { subscribe: false })),
  ]);
  expect(api.count('POST', '/api/oauth/refresh')).toBe(1);
  expect(first.data).toEqual(MEMBER);
  expect(second.data).toMatchObject({ method: 'provider' });
  expect(third.data).toMatchObject({ countryCode: 'KR' });
  // Each member call: the failed attempt and one retry.
  expect(api.count('GET', '/api/auth/me')).toBe(2);
  expect(store.getState().session.profile).toEqual(MEMBER);
  expect(store.getState().authDialog.sessionExpired).toBe(false);
});

test('the refresh is a form-encoded POST with credentials and the site code, after the SPEC delay', async () => {
  const api = expiringSession(() => ({ status: 200, body: { msg: 'ok', access_token: 'new' } }));
  const store = storeWith(api.fetchFn);
  const started = Date.now();
  await store.dispatch(me());
  const refresh = api.seen.find((request) => request.path === '/api/oauth/refresh');
  expect(refresh?.method).toBe('POST');
  expect(refresh?.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
  expect(refresh?.headers.get('x-site-code')).toBe('mint');
  expect(refresh?.credentials).toBe('include');
  expect(Date.now() - started).toBeGreaterThanOrEqual(LIMITS.tokenRefreshDelayMs - 5);
});

test('refresh msg ERROR signs the member out and shows the session-expired dialog', async () => {
  const api = expiringSession(() => ({ status: 200, body: { msg: 'ERROR', access_token: '' } }));
  const store = storeWith(api.fetchFn);
  const results = await Promise.all([store.dispatch(me()), store.dispatch(authApi.authEndpoints.endpoints.geoIp.initiate(undefined, { subscribe: false }))]);
  expect(results.map((result) => result.error)).toEqual([expect.objectContaining({ status: 401 }), expect.objectContaining({ status: 401 })]);
  expect(api.count('POST', '/api/oauth/refresh')).toBe(1);
  expect(api.count('GET', '/api/auth/me')).toBe(1);
  expect(store.getState().session.profile).toBeNull();
  expect(store.getState().authDialog.sessionExpired).toBe(true);
});

test('a refresh 401 ends the session too; a visitor is not told a session expired', async () => {
  const api = expiringSession(() => unauthorized);
  const store = storeWith(api.fetchFn, false);
  const result = await store.dispatch(me());
  expect(result.error).toMatchObject({ status: 401 });
  expect(store.getState().session.profile).toBeNull();
  expect(store.getState().authDialog.sessionExpired).toBe(false);
});

test('a refresh that fails for another reason keeps the session and returns the original 401', async () => {
  const api = expiringSession(() => ({ status: 500, body: { message: 'boom' } }));
  const store = storeWith(api.fetchFn);
  const result = await store.dispatch(me());
  expect(result.error).toMatchObject({ status: 401 });
  expect(store.getState().session.profile).toEqual(MEMBER);
  expect(store.getState().authDialog.sessionExpired).toBe(false);
});

test('sign-in, sign-up and the refresh itself never trigger a refresh', async () => {
  const api = fakeApi({
    'POST /v2/api/auth/signin': () => unauthorized,
    'POST /api/auth/signup': () => unauthorized,
    'POST /api/oauth/refresh': () => unauthorized,
  });
  const store = storeWith(api.fetchFn);
  await store.dispatch(authApi.authEndpoints.endpoints.signin.initiate({ signinBody: { loginId: 'viewer01', password: 'wrong' } }));
  await store.dispatch(
    authApi.authEndpoints.endpoints.signup.initiate({
      signupBody: { loginId: 'viewer01', password: 'Passw0rd!', nickname: '팬', agreements: { terms: true, privacy: true, marketing: false } },
    }),
  );
  expect(api.count('POST', '/api/oauth/refresh')).toBe(0);
  expect(store.getState().session.profile).toEqual(MEMBER);
});

test('a failed query is not retried', async () => {
  const api = fakeApi({ 'GET /api/guest/timeCheck': () => ({ status: 500, body: { message: 'boom' } }) });
  const store = storeWith(api.fetchFn);
  const result = await store.dispatch(guestApi.guestEndpoints.endpoints.timeCheck.initiate());
  expect(result.error).toMatchObject({ status: 500 });
  expect(api.seen).toHaveLength(1);
});

test('a 503 still redirects to the maintenance notice, also when it answers the retry', async () => {
  let maintenance = 0;
  let refreshed = false;
  const api = fakeApi({
    'GET /api/auth/me': () => (refreshed ? { status: 503, body: { message: '점검 중' } } : unauthorized),
    'POST /api/oauth/refresh': () => {
      refreshed = true;
      return { status: 200, body: { msg: 'ok', access_token: 'new' } };
    },
  });
  const store = makeStore({ brand: 'onair', baseUrl: FAKE_API_URL, fetchFn: api.fetchFn, onMaintenance: () => maintenance++ });
  stores.push(store);
  const result = await store.dispatch(me());
  expect(result.error).toMatchObject({ status: 503 });
  expect(maintenance).toBe(1);
});
