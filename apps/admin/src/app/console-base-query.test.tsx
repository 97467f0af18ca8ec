import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, refuse, reply } from '@onair/store/testing';
import { makeTestStore, renderConsole } from '../testing/render-console';

test('an idled-out session (the API’s idle key) leads to the sign-in page with the 30-minute message', async () => {
  const api = fakeApi({
    'GET /api/admin/staff': refuse(401, 'STAFF_SESSION_EXPIRED', { key: 'admin.sessionExpired' }),
  });
  const store = makeTestStore(api.fetchFn);
  renderConsole({ store, path: '/staff' });
  expect(
    await screen.findByText('30분 동안 사용하지 않아 로그아웃되었습니다. 다시 로그인해주세요.'),
  ).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/sign-in');
  expect(store.getState().console.staff).toBeNull();
});

test('sign-out ends the session on the API and says so', async () => {
  const api = fakeApi({
    'DELETE /api/admin/session': reply({ ok: true }),
    'GET /api/admin/staff': reply({ items: [], page: 1, size: 20, total: 0 }),
  });
  renderConsole({ store: makeTestStore(api.fetchFn), path: '/' });
  await userEvent.setup().click(screen.getByRole('button', { name: '로그아웃' }));
  expect(await screen.findByText('로그아웃되었습니다.')).toBeInTheDocument();
  expect(api.count('DELETE', '/api/admin/session')).toBe(1);
});

test('a refused brand is shown as the API words it, and does not end the session', async () => {
  const api = fakeApi({ 'GET /api/admin/staff': refuse(403, 'STAFF_BRAND_REFUSED', { key: 'admin.brandRefused' }) });
  const store = makeTestStore(api.fetchFn);
  renderConsole({ store, path: '/staff' });
  expect(await screen.findByText('목록을 불러오지 못했습니다.')).toBeInTheDocument();
  expect(screen.getByText('담당하지 않는 브랜드입니다.')).toBeInTheDocument();
  expect(store.getState().console.session).toBe('signedIn');
});
