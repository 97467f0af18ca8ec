import { act, screen, waitFor } from '@testing-library/react';
import { authDialogOpened, partnerModeSet, signupCompleted } from '@onair/store';
import { fakeApi, memberProfile } from '../testing/fake-api';
import { renderWithStore } from '../testing/render-with-store';
import { AuthDialog } from './AuthDialog';

async function setup(brand: 'onair' | 'mint' = 'onair') {
  const api = fakeApi({ 'POST /v2/api/auth/signin': { data: { msg: 'ok', profile: memberProfile('라이브팬') } } });
  return renderWithStore(<AuthDialog />, { api, brand, route: '/live/3' });
}

test('renders nothing until the slice opens it, on the sign-in tab', async () => {
  const { store } = await setup();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  act(() => void store.dispatch(authDialogOpened()));
  expect(screen.getByRole('dialog', { name: '로그인' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '로그인' })).toHaveAttribute('aria-selected', 'true');
});

test('the signup tab shows the domestic form with 내국인 / 외국인 tabs', async () => {
  const { store, user } = await setup();
  act(() => void store.dispatch(authDialogOpened({ tab: 'signUp' })));
  expect(screen.getByRole('tab', { name: '내국인' })).toHaveAttribute('aria-selected', 'true');
  await user.click(screen.getByRole('tab', { name: '외국인' }));
  expect(screen.getByLabelText('이름')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: '로그인' }));
  expect(store.getState().authDialog.tab).toBe('signIn');
});

test('partner mode disables the domestic/foreigner tabs', async () => {
  const { store } = await setup();
  act(() => {
    store.dispatch(partnerModeSet(true));
    store.dispatch(authDialogOpened({ tab: 'signUp' }));
  });
  expect(screen.getByRole('tab', { name: '내국인' })).toBeDisabled();
  expect(screen.getByRole('tab', { name: '외국인' })).toBeDisabled();
});

test('brands without foreign signup show no kind tabs', async () => {
  const { store } = await setup('mint');
  act(() => void store.dispatch(authDialogOpened({ tab: 'signUp' })));
  expect(screen.queryByRole('tab', { name: '외국인' })).not.toBeInTheDocument();
});

test('signing in closes the dialog and goes to its callbackURL', async () => {
  const { store, user } = await setup();
  act(() => void store.dispatch(authDialogOpened({ callbackURL: '/live/9' })));
  await user.type(screen.getByLabelText('아이디'), 'viewer01');
  await user.type(screen.getByLabelText('비밀번호'), 'pass!word1{Enter}');
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/live/9'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the welcome panel greets the nickname and leads to identity verification, remembering the live room', async () => {
  const { store, user } = await setup();
  act(() => void store.dispatch(signupCompleted({ nickname: '새회원' })));
  expect(screen.getByText('새회원님, 환영합니다!')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '본인인증 하기' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/my\/personal-auth\?callbackURL=%2Flive%2F3$/);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test("the adult-only panel's verification returns to the dialog's callbackURL", async () => {
  const { store, user } = await setup();
  act(() => {
    store.dispatch(authDialogOpened({ tab: 'signUp', callbackURL: '/live/9?from=home' }));
    store.dispatch(signupCompleted({ nickname: '새회원', adultOnly: true }));
  });
  await user.click(screen.getByRole('button', { name: '본인인증 하기' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/my\/personal-auth\?callbackURL=%2Flive%2F9%3Ffrom%3Dhome$/);
});

test('the adult-only panel says identity verification comes first', async () => {
  const { store } = await setup();
  act(() => void store.dispatch(signupCompleted({ nickname: '새회원', adultOnly: true })));
  expect(screen.getByText('본 방송은 본인인증 후 시청하실 수 있습니다.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '다음에 하기' })).toBeInTheDocument();
});

test.each([
  ['onair', 'ko', '본인인증을 완료하면 모든 방송을 시청할 수 있습니다.'],
  ['nova', 'en', 'Verify your identity to watch every broadcast.'],
] as const)('on %s, which has adult broadcasts, the welcome panel (%s) says verification opens every broadcast', async (brand, locale, text) => {
  const { store } = await renderWithStore(<AuthDialog />, { brand, locale });
  act(() => void store.dispatch(signupCompleted({ nickname: '새회원' })));
  expect(screen.getByText(text)).toBeInTheDocument();
});

test.each([
  ['mint', 'ko', '지금 바로 방송을 시청할 수 있습니다. 본인인증은 언제든 할 수 있습니다.'],
  ['bellcast', 'en', 'Start watching right away. You can verify your identity at any time.'],
] as const)('on %s, which has no adult broadcasts, the welcome panel (%s) promises no broadcast for verifying', async (brand, locale, text) => {
  const { store } = await renderWithStore(<AuthDialog />, { brand, locale });
  act(() => void store.dispatch(signupCompleted({ nickname: '새회원' })));
  expect(screen.getByText(text)).toBeInTheDocument();
  expect(screen.queryByText(/모든 방송|every broadcast/)).not.toBeInTheDocument();
});
