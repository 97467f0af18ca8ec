import { screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../testing/fake-api';
import { renderWithStore } from '../testing/render-with-store';
import { FindAccountPage } from './FindAccountPage';

const wait500 = () => new Promise((resolve) => setTimeout(resolve, 500)); // the button's double-click guard

test('find password: ID → code to the member phone → confirm → new password → sign in', async () => {
  const api = fakeApi({
    'GET /api/auth/signin/find': { data: { msg: 'ok', maskedPhone: '010-****-5678' } },
    'POST /api/oauth/generate': { data: { msg: 'ok' } },
    'POST /api/auth/signin/find-password/confirm': { data: { authToken: 'reset-token' } },
    'PUT /api/oauth/password': { data: { msg: 'ok' } },
  });
  const { user } = await renderWithStore(<FindAccountPage />, { api, route: '/member/find/findId' });
  await user.click(screen.getByRole('tab', { name: '비밀번호 찾기' }));
  await user.type(screen.getByLabelText('아이디'), 'viewer01');
  await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
  expect(await screen.findByText('010-****-5678(으)로 인증번호를 보냈습니다.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('인증번호'), '123456');
  await wait500();
  await user.click(screen.getByRole('button', { name: '확인' }));
  await user.type(await screen.findByLabelText('새 비밀번호'), 'new123!@');
  await user.type(screen.getByLabelText('새 비밀번호 확인'), 'new123!@');
  await wait500();
  await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
  expect(await screen.findByText('비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.')).toBeInTheDocument();
  expect(api.callsTo('POST /api/oauth/generate')[0]?.body).toEqual({ userId: 'viewer01' });
  expect(api.callsTo('PUT /api/oauth/password')[0]?.body).toEqual({ loginId: 'viewer01', authToken: 'reset-token', password: 'new123!@' });
  await user.click(screen.getByRole('button', { name: '로그인하러 가기' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/signin'));
});

test('find password: an unknown ID says so', async () => {
  const api = fakeApi({ 'GET /api/auth/signin/find': { data: { msg: 'notfound', maskedPhone: null } } });
  const { user } = await renderWithStore(<FindAccountPage />, { api });
  await user.click(screen.getByRole('tab', { name: '비밀번호 찾기' }));
  await user.type(screen.getByLabelText('아이디'), 'ghost01');
  await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('가입된 아이디가 아닙니다.');
});

test('find ID: a verified phone lists the masked IDs', async () => {
  const api = fakeApi({
    'POST /v2/api/auth/signup/send-phone-verification': { data: { msg: 'ok', resendAfterSeconds: 60, expiresInSeconds: 180 } },
    'POST /api/auth/signup/verify-phone': { data: { msg: 'ok', token: 'find-token' } },
    'POST /api/auth/signin/find-id/confirm': { data: { loginIds: ['vie***01', 'fan***99'] } },
  });
  const { user } = await renderWithStore(<FindAccountPage />, { api });
  await user.type(screen.getByLabelText('휴대폰 번호'), '01012345678');
  await user.click(screen.getByRole('button', { name: '인증번호 발송' }));
  await user.click(await screen.findByRole('button', { name: 'fake captcha' }));
  await user.click(screen.getByRole('button', { name: '확인' }));
  await user.type(await screen.findByLabelText('인증번호'), '123456');
  await user.click(screen.getByRole('button', { name: '확인' }));
  expect(await screen.findByText('vie***01')).toBeInTheDocument();
  expect(screen.getByText('fan***99')).toBeInTheDocument();
  expect(api.callsTo('POST /v2/api/auth/signup/send-phone-verification')[0]?.body).toMatchObject({ purpose: 'find-id' });
  expect(api.callsTo('POST /api/auth/signin/find-id/confirm')[0]?.body).toEqual({ phoneVerificationToken: 'find-token' });
});
