import { screen, waitFor } from '@testing-library/react';
import { fakeApi, memberProfile, type FakeReply } from '../testing/fake-api';
import { renderWithStore } from '../testing/render-with-store';
import { SignInForm } from './SignInForm';

const SIGNIN = 'POST /v2/api/auth/signin';

function setup(reply: FakeReply, options: { mobile?: boolean; callbackURL?: string } = {}) {
  const api = fakeApi({ [SIGNIN]: reply, 'POST /api/oauth/kakao/start': { data: { authorizeUrl: 'https://kauth' } } });
  return renderWithStore(<SignInForm callbackURL={options.callbackURL ?? '/live/7'} />, {
    api,
    route: '/signin',
    mobile: options.mobile,
  });
}

async function signIn(user: Awaited<ReturnType<typeof setup>>['user'], loginId = 'viewer01', password = 'pass!word1') {
  await user.type(screen.getByLabelText('아이디'), loginId);
  await user.type(screen.getByLabelText('비밀번호'), `${password}{Enter}`);
}

beforeEach(() => window.localStorage.clear());

test('Enter submits the ID, password, checkboxes and PCWEB; success signs in and goes to callbackURL', async () => {
  const { user, api, store } = await setup({ data: { msg: 'ok', profile: memberProfile('라이브팬', 'viewer01') } });
  await user.click(screen.getByLabelText('로그인 유지'));
  await signIn(user, 'view er01');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/live/7'));
  expect(api.callsTo(SIGNIN)[0]?.body).toEqual({
    loginId: 'viewer01',
    password: 'pass!word1',
    loginKeep: true,
    saveId: false,
    device: 'PCWEB',
  });
  expect(store.getState().session.profile?.nickname).toBe('라이브팬');
});

test('sends MOBILEWEB on a phone', async () => {
  const { user, api } = await setup({ data: { msg: 'ok', profile: memberProfile() } }, { mobile: true });
  await signIn(user);
  await waitFor(() => expect(api.callsTo(SIGNIN)).toHaveLength(1));
  expect(api.callsTo(SIGNIN)[0]?.body).toMatchObject({ device: 'MOBILEWEB' });
});

test.each([
  ['401 without a message', { status: 401, data: { message: '' } }, '계정 정보가 올바르지 않습니다.'],
  [
    '401 with a message',
    { status: 401, data: { message: '비밀번호를 5회 잘못 입력했습니다.' } },
    '비밀번호를 5회 잘못 입력했습니다.',
  ],
  ['423', { status: 423, data: { message: 'blocked' } }, '차단된 계정입니다'],
  [
    '429',
    { status: 429, data: { message: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.' } },
    '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',
  ],
])('login %s shows the SPEC text', async (_name, error, text) => {
  const { user, store } = await setup({ error });
  await signIn(user);
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  expect(store.getState().session.profile).toBeNull();
  expect(screen.getByTestId('location')).toHaveTextContent('/signin');
});

const blockedUntil = {
  status: 423,
  data: {
    code: 'BLOCKED',
    key: 'sanction.blockedUntil',
    params: { until: '2099-03-01 12:30' },
    message: '운영정책 위반으로 2099-03-01 12:30까지 이용이 제한된 계정입니다.',
  },
};
const blockedForever = {
  status: 423,
  data: {
    code: 'BLOCKED',
    key: 'sanction.blockedPermanently',
    message: '운영정책 위반으로 영구적으로 이용이 제한된 계정입니다.',
  },
};

test.each([
  ['until a date', blockedUntil, '차단된 계정입니다. 운영정책 위반으로 2099-03-01 12:30까지 이용이 제한된 계정입니다.'],
  ['for good', blockedForever, '차단된 계정입니다. 운영정책 위반으로 영구적으로 이용이 제한된 계정입니다.'],
])('a member blocked %s is told so, and stays signed out', async (_name, error, text) => {
  const { user, store } = await setup({ error });
  await signIn(user);
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
  expect(store.getState().session.profile).toBeNull();
});

test('the block end date is worded in English for an English reader', async () => {
  const api = fakeApi({ [SIGNIN]: { error: blockedUntil } });
  const { user } = await renderWithStore(<SignInForm />, { api, route: '/signin', locale: 'en' });
  await user.type(screen.getByLabelText('ID'), 'viewer01');
  await user.type(screen.getByLabelText('Password'), 'pass!word1{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This account is blocked. This account is restricted until 2099-03-01 12:30 (KST) for breaking the operating policy.',
  );
});

test('a second submit while the first is in flight is ignored', async () => {
  let release: (reply: FakeReply) => void = () => undefined;
  const api = fakeApi({ [SIGNIN]: () => new Promise<FakeReply>((resolve) => (release = resolve)) });
  const { user } = await renderWithStore(<SignInForm />, { api, route: '/signin' });
  await signIn(user);
  await user.keyboard('{Enter}');
  await user.keyboard('{Enter}');
  release({ data: { msg: 'ok', profile: memberProfile() } });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  expect(api.callsTo(SIGNIN)).toHaveLength(1);
});

test('save ID remembers the ID and pre-fills it next time', async () => {
  const first = await setup({ data: { msg: 'ok', profile: memberProfile() } });
  await first.user.click(screen.getByLabelText('아이디 저장'));
  await signIn(first.user, 'viewer01');
  await waitFor(() => expect(window.localStorage.getItem('onair.savedLoginId')).toBe('viewer01'));
  first.unmount();
  await setup({ data: { msg: 'ok', profile: memberProfile() } });
  expect(screen.getByLabelText('아이디')).toHaveValue('viewer01');
  expect(screen.getByLabelText('아이디 저장')).toBeChecked();
});

test('an empty form asks for the ID without calling the API', async () => {
  const { user, api } = await setup({ data: { msg: 'ok', profile: memberProfile() } });
  await user.click(screen.getByRole('button', { name: '로그인' }));
  expect(screen.getByRole('alert')).toHaveTextContent('아이디를 입력해주세요.');
  expect(api.calls).toHaveLength(0);
});

test('links to find ID / password', async () => {
  await setup({ data: {} });
  expect(screen.getByRole('link', { name: '아이디/비밀번호 찾기' })).toHaveAttribute('href', '/member/find/findId');
});
