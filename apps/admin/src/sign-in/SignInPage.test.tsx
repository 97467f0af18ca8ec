import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, refuse, reply } from '@onair/store/testing';
import { makeTestStore, renderConsole, staffOf } from '../testing/render-console';

const ME = staffOf({ displayName: '김운영' });

async function fillIn(login: string, password: string, code: string) {
  const user = userEvent.setup();
  if (login) await user.type(screen.getByLabelText('아이디'), login);
  if (password) await user.type(screen.getByLabelText('비밀번호'), password);
  if (code) await user.type(screen.getByLabelText('인증 코드'), code);
  await user.click(screen.getByRole('button', { name: '로그인' }));
}

test('names each field the contract would refuse, and sends nothing', async () => {
  const api = fakeApi({});
  renderConsole({ store: makeTestStore(api.fetchFn, null), path: '/sign-in' });
  await fillIn('A', '', '12a');
  expect(screen.getByText('아이디는 영문 소문자, 숫자, 점, 대시, 밑줄 3~40자입니다.')).toBeInTheDocument();
  expect(screen.getByText('입력해주세요.')).toBeInTheDocument();
  expect(screen.getByText('인증 코드는 숫자 6자리입니다.')).toBeInTheDocument();
  expect(api.seen).toHaveLength(0);
});

test("shows the API's refusal worded by its key, and empties the spent code", async () => {
  const api = fakeApi({
    'POST /api/admin/session': refuse(401, 'STAFF_SIGN_IN_FAILED', { key: 'admin.invalidCredentials' }),
  });
  renderConsole({ store: makeTestStore(api.fetchFn, null), path: '/sign-in' });
  await fillIn('ops', 'secret-pass', '123456');
  expect(await screen.findByRole('alert')).toHaveTextContent('아이디, 비밀번호 또는 인증 코드가 올바르지 않습니다.');
  expect(screen.getByLabelText('인증 코드')).toHaveValue('');
  expect(JSON.parse(api.seen[0]?.body ?? '{}')).toEqual({ login: 'ops', password: 'secret-pass', code: '123456' });
  // A wrong sign-in is no ended session: the page stays, with no idle message.
  expect(screen.getByTestId('location')).toHaveTextContent('/sign-in');
});

test('a good sign-in opens the console with the account in the header', async () => {
  const api = fakeApi({ 'POST /api/admin/session': reply(ME) });
  renderConsole({ store: makeTestStore(api.fetchFn, null), path: '/sign-in' });
  await fillIn('ops', 'secret-pass', '123456');
  expect(await screen.findByRole('heading', { name: '홈' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  expect(screen.getByText('김운영', { selector: 'span' })).toBeInTheDocument();
  expect(screen.getByTestId('brand-in-view')).toHaveTextContent('보는 브랜드: 전체 브랜드');
});

test('the code field keeps digits only, six at most', async () => {
  renderConsole({ store: makeTestStore(fakeApi({}).fetchFn, null), path: '/sign-in' });
  await userEvent.setup().type(screen.getByLabelText('인증 코드'), '12 34-5678');
  expect(screen.getByLabelText('인증 코드')).toHaveValue('123456');
});

test('at start a live session goes straight in; none leads to the sign-in page', async () => {
  const live = fakeApi({ 'GET /api/admin/me': reply(ME) });
  const first = renderConsole({ store: makeTestStore(live.fetchFn, null, { session: 'restoring' }), path: '/staff' });
  expect(await screen.findByRole('heading', { name: '운영자' })).toBeInTheDocument();
  first.unmount();

  const none = fakeApi({ 'GET /api/admin/me': refuse(401, 'STAFF_SIGN_IN_REQUIRED', { key: 'admin.signInRequired' }) });
  renderConsole({ store: makeTestStore(none.fetchFn, null, { session: 'restoring' }), path: '/staff' });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sign-in'));
  expect(
    screen.queryByText('30분 동안 사용하지 않아 로그아웃되었습니다. 다시 로그인해주세요.'),
  ).not.toBeInTheDocument();
});
