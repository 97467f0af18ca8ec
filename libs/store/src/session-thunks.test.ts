import { baseApi } from '@onair/api-client';
import { makeStore } from './make-store';
import { restoreSession, signOut } from './session-thunks';
import { signedIn } from './session-slice';
import { FAKE_API_URL, fakeApi } from './testing/fake-api';
import { MEMBER } from './testing/member';

const stores: ReturnType<typeof makeStore>[] = [];
afterEach(() => stores.splice(0).forEach((store) => store.dispatch(baseApi.util.resetApiState())));

function storeFor(api: ReturnType<typeof fakeApi>) {
  const store = makeStore({ brand: 'onair', baseUrl: FAKE_API_URL, fetchFn: api.fetchFn, refreshDelayMs: 0 });
  stores.push(store);
  return store;
}

test('cookies saying signed in load the member into the session', async () => {
  const api = fakeApi({ 'GET /api/auth/me': () => ({ status: 200, body: MEMBER }) });
  const store = storeFor(api);
  const restoring = store.dispatch(restoreSession('onair_at_fb=1'));
  expect(store.getState().session.restoring).toBe(true);
  await expect(restoring).resolves.toBe(true);
  expect(store.getState().session).toEqual({ profile: MEMBER, restoring: false });
});

test('a visitor (no session cookies) costs no call', async () => {
  const api = fakeApi({});
  const store = storeFor(api);
  await expect(store.dispatch(restoreSession('onair_at=noAccessToken'))).resolves.toBe(false);
  expect(api.seen).toEqual([]);
  expect(store.getState().session.profile).toBeNull();
});

test('a session the cookies promised but the server ended signs out and says the session expired', async () => {
  const api = fakeApi({
    'GET /api/auth/me': () => ({ status: 401, body: { message: 'accessToken is not valid' } }),
    'POST /api/oauth/refresh': () => ({ status: 200, body: { msg: 'ERROR', access_token: '' } }),
  });
  const store = storeFor(api);
  await expect(store.dispatch(restoreSession('onair_at_fb=1'))).resolves.toBe(false);
  expect(store.getState().session).toEqual({ profile: null, restoring: false });
  expect(store.getState().authDialog.sessionExpired).toBe(true);
});

test('sign-out calls signout, clears the session and the API cache, even when the call fails', async () => {
  const api = fakeApi({
    'GET /api/auth/me': () => ({ status: 200, body: MEMBER }),
    'POST /api/auth/signout': () => ({ status: 500, body: { message: 'boom' } }),
  });
  const store = storeFor(api);
  await store.dispatch(restoreSession('onair_at_fb=1'));
  expect(Object.keys(store.getState().api.queries)).not.toEqual([]);
  await store.dispatch(signOut());
  expect(api.count('POST', '/api/auth/signout')).toBe(1);
  expect(store.getState().session.profile).toBeNull();
  expect(store.getState().api.queries).toEqual({});
});

test('sign-out leaves the session before the cookies go, so no member page asks again with them gone', async () => {
  let signedInDuringCall: boolean | null = null;
  const api = fakeApi({
    'GET /api/auth/me': () => ({ status: 200, body: MEMBER }),
    'POST /api/auth/signout': () => {
      signedInDuringCall = store.getState().session.profile !== null;
      return { status: 200, body: { msg: 'ok' } };
    },
  });
  const store = storeFor(api);
  await store.dispatch(restoreSession('onair_at_fb=1'));
  await store.dispatch(signOut());
  expect(signedInDuringCall).toBe(false);
});

test('signedIn takes the member as the API answers it', () => {
  const store = makeStore({ brand: 'onair' });
  store.dispatch(signedIn(MEMBER));
  expect(store.getState().session.profile?.nickname).toBe('라이브팬');
});
