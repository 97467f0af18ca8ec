// /signin: a visitor signs in there; a member who is already signed in is sent on, not shown the form.
import { act, screen, waitFor } from '@testing-library/react';
import { signedIn } from '@onair/store';
import { MEMBER } from '@onair/store/testing';
import { fakeApi, memberProfile } from '../testing/fake-api';
import { renderWithStore } from '../testing/render-with-store';
import { SignInPage } from './SignInPage';

const asMember = { session: { profile: MEMBER, restoring: false } };
const openSignIn = (route: string, preloadedState = {}, api = fakeApi()) =>
  renderWithStore(<SignInPage />, { route, path: '/signin', preloadedState, api });
const location = () => screen.getByTestId('location');

test('a signed-in member is sent back to where they came from, without the login form', async () => {
  await openSignIn('/signin?callbackURL=%2Flive%2F7%3Ftab%3Dchat', asMember);
  await waitFor(() => expect(location()).toHaveTextContent('/live/7?tab=chat'));
  expect(screen.queryByLabelText('아이디')).not.toBeInTheDocument();
});

test('a signed-in member without a return address goes home', async () => {
  await openSignIn('/signin', asMember);
  await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
});

test('a return address off the site is not followed: home instead', async () => {
  await openSignIn(`/signin?callbackURL=${encodeURIComponent('//evil.example/steal')}`, asMember);
  await waitFor(() => expect(location()).toHaveTextContent(/^\/$/));
});

test('while the session is restored the form waits; a restored member is sent on', async () => {
  const { store } = await openSignIn('/signin?callbackURL=%2Fmy%2Fwallet', {
    session: { profile: null, restoring: true },
  });
  expect(screen.getByText('불러오는 중입니다.')).toBeInTheDocument();
  expect(screen.queryByLabelText('아이디')).not.toBeInTheDocument();
  act(() => {
    store.dispatch(signedIn(MEMBER));
  });
  await waitFor(() => expect(location()).toHaveTextContent('/my/wallet'));
});

test('a visitor gets the form, and signing in there returns to callbackURL', async () => {
  const api = fakeApi({
    'POST /v2/api/auth/signin': { data: { msg: 'ok', profile: memberProfile('라이브팬', 'viewer01') } },
  });
  const { user } = await openSignIn('/signin?callbackURL=%2Flive%2F7', {}, api);
  await user.type(screen.getByLabelText('아이디'), 'viewer01');
  await user.type(screen.getByLabelText('비밀번호'), 'pass!word1{Enter}');
  await waitFor(() => expect(location()).toHaveTextContent('/live/7'));
  expect(api.callsTo('POST /v2/api/auth/signin')).toHaveLength(1);
});
