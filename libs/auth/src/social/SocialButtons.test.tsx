import { screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../testing/fake-api';
import { renderWithStore } from '../testing/render-with-store';
import { SocialButtons } from './SocialButtons';

const LABELS = ['카카오로 로그인', '구글로 로그인', '트위치로 로그인', '네이버로 로그인'];

test('shows all four providers by default', async () => {
  await renderWithStore(<SocialButtons mode="signIn" />);
  for (const label of LABELS) expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
});

test('hides each provider whose flag is off', async () => {
  await renderWithStore(<SocialButtons mode="signIn" flags={{ kakao: false, twitch: false }} />);
  expect(screen.queryByRole('button', { name: '카카오로 로그인' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '트위치로 로그인' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: '구글로 로그인' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '네이버로 로그인' })).toBeInTheDocument();
});

test('shows nothing on a brand without social login', async () => {
  await renderWithStore(<SocialButtons mode="signIn" />, { brand: 'nova' });
  expect(screen.queryByRole('group', { name: '소셜 로그인' })).not.toBeInTheDocument();
});

test('signup mode uses the signup labels', async () => {
  await renderWithStore(<SocialButtons mode="signUp" flags={{ google: false, twitch: false, naver: false }} />);
  expect(screen.getByRole('button', { name: '카카오로 시작하기' })).toBeInTheDocument();
});

test('a click starts the flow with callbackURL and leaves for the authorize URL', async () => {
  const left: string[] = [];
  const api = fakeApi({ 'POST /api/oauth/naver/start': { data: { authorizeUrl: 'https://nid.naver.com/authorize?x=1' } } });
  const { user } = await renderWithStore(<SocialButtons mode="signIn" callbackURL="/live/3" onAuthorizeUrl={(url) => left.push(url)} />, { api });
  await user.click(screen.getByRole('button', { name: '네이버로 로그인' }));
  await waitFor(() => expect(left).toEqual(['https://nid.naver.com/authorize?x=1']));
  expect(api.calls[0]?.body).toEqual({ callbackURL: '/live/3' });
});

test('another site as callbackURL is replaced by home', async () => {
  const api = fakeApi({ 'POST /api/oauth/google/start': { data: { authorizeUrl: 'https://accounts.google.com' } } });
  const { user } = await renderWithStore(<SocialButtons mode="signIn" callbackURL="//evil.example" onAuthorizeUrl={() => undefined} />, { api });
  await user.click(screen.getByRole('button', { name: '구글로 로그인' }));
  await waitFor(() => expect(api.calls[0]?.body).toEqual({ callbackURL: '/' }));
});
