import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, memberProfile } from '../testing/fake-api';
import { renderWithStore } from '../testing/render-with-store';
import { guestChecks } from '../testing/signup-fakes';
import { ForeignSignUpForm } from './ForeignSignUpForm';

const SIGNUP = 'POST /api/auth/signup';

async function setup() {
  const signedUp: string[] = [];
  const api = fakeApi({
    ...guestChecks(),
    [SIGNUP]: { data: { msg: 'ok', profile: memberProfile('Jane') } },
    'POST /v2/api/auth/signup/send-phone-verification': { data: { msg: 'ok', resendAfterSeconds: 60, expiresInSeconds: 180 } },
    'POST /api/auth/signup/verify-phone': { data: { msg: 'ok', token: 'phone-token' } },
  });
  const rendered = await renderWithStore(<ForeignSignUpForm onSignedUp={(nickname) => signedUp.push(nickname)} />, {
    api,
    advanceTimers: (ms) => jest.advanceTimersByTime(ms),
  });
  return { ...rendered, signedUp };
}

async function submit(user: Awaited<ReturnType<typeof setup>>['user']) {
  await user.click(screen.getByRole('button', { name: '가입하기' }));
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('birthday, name, gender and phone verification are required, with the SPEC messages', async () => {
  const { user, api } = await setup();
  await submit(user);
  await waitFor(() => expect(screen.getByText('Please check name')).toBeInTheDocument());
  expect(screen.getByText('Please check birthday')).toBeInTheDocument();
  expect(screen.getByText('Please check gender')).toBeInTheDocument();
  expect(screen.getByText('핸드폰 인증을 완료해주세요')).toBeInTheDocument();
  expect(api.callsTo(SIGNUP)).toHaveLength(0);
});

test('the password takes up to 40 characters; the dropdowns hold 100 years, 12 months, 31 days', async () => {
  await setup();
  expect(screen.getByLabelText('비밀번호')).toHaveAttribute('maxLength', '40');
  const year = new Date().getFullYear();
  const years = within(screen.getByLabelText('년도')).getAllByRole('option').slice(1);
  expect(years).toHaveLength(100);
  expect(years[0]).toHaveTextContent(`${year}년`);
  expect(years[99]).toHaveTextContent(`${year - 99}년`);
  expect(within(screen.getByLabelText('월')).getAllByRole('option')).toHaveLength(13);
  expect(within(screen.getByLabelText('일')).getAllByRole('option')).toHaveLength(32);
});

test('a date that does not exist is not a birthday', async () => {
  const { user } = await setup();
  await user.selectOptions(screen.getByLabelText('년도'), '1999');
  await user.selectOptions(screen.getByLabelText('월'), '2');
  await user.selectOptions(screen.getByLabelText('일'), '31');
  await submit(user);
  await waitFor(() => expect(screen.getByText('Please check birthday')).toBeInTheDocument());
});

test('a complete form sends the foreign payload with the phone token', async () => {
  const { user, api, signedUp } = await setup();
  await user.type(screen.getByLabelText('아이디'), 'jane2024');
  await user.type(screen.getByLabelText('비밀번호'), 'Longer-pass-123');
  await user.type(screen.getByLabelText('비밀번호 확인'), 'Longer-pass-123');
  await user.type(screen.getByLabelText('이름'), 'Jane Doe');
  await user.type(screen.getByLabelText('닉네임'), 'Jane');
  await user.selectOptions(screen.getByLabelText('년도'), '1999');
  await user.selectOptions(screen.getByLabelText('월'), '3');
  await user.selectOptions(screen.getByLabelText('일'), '7');
  await user.click(screen.getByLabelText('여성'));
  await user.selectOptions(screen.getByLabelText('국가 번호'), 'US');
  await user.type(screen.getByLabelText('휴대폰 번호'), '2025550123');
  await user.click(screen.getByRole('button', { name: '인증번호 발송' }));
  await user.click(await screen.findByRole('button', { name: 'fake captcha' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '확인' }));
  await user.type(await screen.findByLabelText('인증번호'), '654321');
  await user.click(screen.getByRole('button', { name: '확인' }));
  await screen.findByRole('button', { name: '인증 완료' });
  await user.click(screen.getByLabelText('이용약관 동의 (필수)'));
  await user.click(screen.getByLabelText('개인정보 수집 및 이용 동의 (필수)'));
  await submit(user);
  await waitFor(() => expect(signedUp).toEqual(['Jane']));
  expect(api.callsTo(SIGNUP)[0]?.body).toEqual({
    loginId: 'jane2024',
    password: 'Longer-pass-123',
    name: 'JaneDoe',
    nickname: 'Jane',
    device: 'PCWEB',
    birthday: '1999-03-07',
    gender: 'F',
    countryCode: '1',
    phone: '2025550123',
    phoneVerificationToken: 'phone-token',
    agreements: { terms: true, privacy: true, marketing: false },
  });
}, 30_000);
