import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, memberProfile, type FakeReply } from '../testing/fake-api';
import { renderWithStore } from '../testing/render-with-store';
import { guestChecks } from '../testing/signup-fakes';
import { OAuthCallbackPage } from './OAuthCallbackPage';

const PATH = '/callback/:provider/authorize';

function setup(provider: string, query: string, reply: FakeReply, extra: Record<string, FakeReply> = {}) {
  const api = fakeApi({ ...guestChecks(), [`POST /api/oauth/${provider}/callback`]: reply, ...extra });
  return renderWithStore(<OAuthCallbackPage />, { api, path: PATH, route: `/callback/${provider}/authorize${query}` });
}

test('without code and state: 잘못된 접근입니다.', async () => {
  const { api } = await setup('kakao', '', { data: {} });
  const alert = screen.getByRole('alertdialog', { name: '안내' });
  expect(alert).toHaveAccessibleDescription('잘못된 접근입니다.');
  expect(api.calls).toHaveLength(0);
});

test('an unknown provider is an invalid access too', async () => {
  await setup('facebook', '?code=c&state=s', { data: {} });
  expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('잘못된 접근입니다.');
});

test('a linked member is signed in and sent to callbackURL', async () => {
  const { api, store } = await setup('google', '?code=abc&state=xyz', {
    data: { status: 'signedIn', profile: memberProfile('구글팬'), callbackURL: '/live/5' },
  });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/live/5'));
  expect(api.calls[0]?.body).toEqual({ code: 'abc', state: 'xyz' });
  expect(store.getState().session.profile?.nickname).toBe('구글팬');
});

test('error_msg is shown in the alert; an error without text is unknown', async () => {
  await setup('naver', '?code=a&state=b', { error: { status: 400, data: { error_msg: '이미 연결된 계정입니다.' } } });
  expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription('이미 연결된 계정입니다.');
});

test('an error without any text: 알 수 없는 오류가 발생하였습니다.', async () => {
  await setup('twitch', '?code=a&state=b', { error: { status: 500 } });
  expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription('알 수 없는 오류가 발생하였습니다.');
});

test('a new kakao member signs up through the v3 endpoint', async () => {
  const { user, api } = await setup(
    'kakao',
    '?code=a&state=b',
    { data: { status: 'signup', accessToken: 'kakao-at', suggestedNickname: '카카오 친구', callbackURL: '/live/1' } },
    { 'POST /v3/api/m/signup/kakao': { data: { msg: 'ok', profile: memberProfile('카카오친구') } } },
  );
  const nickname = await screen.findByLabelText('닉네임');
  expect(nickname).toHaveValue('카카오친구');
  await user.click(screen.getByRole('button', { name: '가입하기' }));
  expect(await screen.findByText('필수약관에 동의해주셔야 합니다.')).toBeInTheDocument();
  await user.click(screen.getByLabelText('전체 동의'));
  await new Promise((resolve) => setTimeout(resolve, 500)); // the button's double-click guard
  await user.click(screen.getByRole('button', { name: '가입하기' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/completed/signup?callbackURL=%2Flive%2F1'));
  expect(api.callsTo('POST /v3/api/m/signup/kakao')[0]?.body).toMatchObject({
    accessToken: 'kakao-at',
    nickname: '카카오친구',
    device: 'PCWEB',
    agreements: { terms: true, privacy: true, marketing: true },
  });
});

test('other providers use the oauth signup endpoint; a signup error shows in the alert', async () => {
  const { user } = await setup(
    'google',
    '?code=a&state=b',
    { data: { status: 'signup', accessToken: 'g-at', suggestedNickname: 'gfan', callbackURL: '/' } },
    { 'POST /api/auth/signup/oauth/google': { error: { status: 400, data: {} } } },
  );
  await user.click(await screen.findByLabelText('전체 동의'));
  await user.click(screen.getByRole('button', { name: '가입하기' }));
  const alert = await screen.findByRole('alertdialog');
  expect(within(alert).getByText('알 수 없는 오류가 발생하였습니다.')).toBeInTheDocument();
});

test('a blocked member signing in by a provider is told until when, as at the password sign-in', async () => {
  const { store } = await setup('kakao', '?code=a&state=b', {
    error: {
      status: 423,
      data: {
        code: 'BLOCKED',
        key: 'sanction.blockedUntil',
        params: { until: '2099-03-01 12:30' },
        message: '운영정책 위반으로 2099-03-01 12:30까지 이용이 제한된 계정입니다.',
      },
    },
  });
  expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription(
    '차단된 계정입니다. 운영정책 위반으로 2099-03-01 12:30까지 이용이 제한된 계정입니다.',
  );
  expect(store.getState().session.profile).toBeNull();
});
