import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { fakeApi, type FakeReply } from '../testing/fake-api';
import { renderWithStore } from '../testing/render-with-store';
import { PhoneVerification } from './PhoneVerification';
import type { PhoneProof } from './use-phone-verification';

const SEND = 'POST /v2/api/auth/signup/send-phone-verification';
const VERIFY = 'POST /api/auth/signup/verify-phone';

async function setup(sendReply: FakeReply = { data: { msg: 'ok', resendAfterSeconds: 60, expiresInSeconds: 180 } }) {
  const proofs: Array<PhoneProof | null> = [];
  const api = fakeApi({ [SEND]: sendReply, [VERIFY]: { data: { msg: 'ok', token: 'phone-token' } } });
  const rendered = await renderWithStore(
    <PhoneVerification purpose="signup" onVerifiedChange={(proof) => proofs.push(proof)} />,
    {
      api,
      advanceTimers: (ms) => jest.advanceTimersByTime(ms),
    },
  );
  return { ...rendered, proofs };
}

type User = Awaited<ReturnType<typeof setup>>['user'];

async function sendCode(user: User, phone = '01012345678') {
  await user.type(screen.getByLabelText('휴대폰 번호'), phone);
  await user.click(screen.getByRole('button', { name: '인증번호 발송' }));
  await user.click(await screen.findByRole('button', { name: 'fake captcha' }));
  await user.click(screen.getByRole('button', { name: '확인' }));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('an empty number asks for one; letters are dropped as typed', async () => {
  const { user, api } = await setup();
  await user.type(screen.getByLabelText('휴대폰 번호'), 'abc');
  expect(screen.getByLabelText('휴대폰 번호')).toHaveValue('');
  await user.click(screen.getByRole('button', { name: '인증번호 발송' }));
  expect(screen.getByRole('alert')).toHaveTextContent('핸드폰번호를 입력해주세요.');
  expect(api.calls).toHaveLength(0);
});

test('the captcha must be solved before the code is sent', async () => {
  const { user, api } = await setup();
  await user.type(screen.getByLabelText('휴대폰 번호'), '01012345678');
  await user.click(screen.getByRole('button', { name: '인증번호 발송' }));
  const dialog = await screen.findByRole('dialog', { name: '자동 입력 방지' });
  await user.click(screen.getByRole('button', { name: '확인' }));
  expect(dialog).toHaveTextContent('검증이 완료되지 않았습니다. 다시 시도하기');
  expect(api.calls).toHaveLength(0);
});

test('send: toast, then a 60 s resend lock counted down', async () => {
  const { user, api } = await setup();
  await sendCode(user);
  expect(await screen.findByText('인증번호가 발송 되었습니다.')).toBeInTheDocument();
  expect(api.callsTo(SEND)[0]?.body).toEqual({
    countryCode: '82',
    phone: '01012345678',
    captchaToken: 'captcha-token',
    purpose: 'signup',
  });
  expect(screen.getByRole('button', { name: '재발송 (60초)' })).toBeDisabled();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });
  expect(screen.getByRole('button', { name: '재발송 (59초)' })).toBeDisabled();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(58_000);
  });
  expect(screen.getByRole('button', { name: '재발송 (1초)' })).toBeDisabled();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });
  expect(screen.getByRole('button', { name: '재발송' })).toBeEnabled();
});

test('429 says to try again later', async () => {
  const { user } = await setup({ error: { status: 429, data: { message: '잠시 후 다시 시도해주세요.' } } });
  await sendCode(user);
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('잠시 후 다시 시도해주세요.'));
});

test('confirm: the button shows a check and is disabled; the token is handed over', async () => {
  const { user, api, proofs } = await setup();
  await sendCode(user);
  await user.type(await screen.findByLabelText('인증번호'), '123456');
  await user.click(screen.getByRole('button', { name: '확인' }));
  const done = await screen.findByRole('button', { name: '인증 완료' });
  expect(done).toBeDisabled();
  expect(done.querySelector('svg')).not.toBeNull();
  expect(api.callsTo(VERIFY)[0]?.body).toEqual({ countryCode: '82', phone: '01012345678', code: '123456' });
  expect(proofs).toEqual([{ countryCode: '82', phone: '01012345678', token: 'phone-token' }]);
});

test('another country sends its dial code', async () => {
  const { user, api } = await setup();
  await user.selectOptions(screen.getByLabelText('국가 번호'), 'JP');
  await sendCode(user, '9012345678');
  await waitFor(() => expect(api.callsTo(SEND)[0]?.body).toMatchObject({ countryCode: '81' }));
});

test("confirm: a short code is refused without asking; a wrong one is the server's word, and nothing is handed over", async () => {
  const proofs: Array<PhoneProof | null> = [];
  const api = fakeApi({
    [SEND]: { data: { msg: 'ok', resendAfterSeconds: 60, expiresInSeconds: 180 } },
    [VERIFY]: { error: { status: 400, data: { message: '인증번호가 일치하지 않습니다.' } } },
  });
  const { user } = await renderWithStore(
    <PhoneVerification purpose="signup" onVerifiedChange={(proof) => proofs.push(proof)} />,
    {
      api,
      advanceTimers: (ms) => jest.advanceTimersByTime(ms),
    },
  );
  await sendCode(user);
  const code = await screen.findByLabelText('인증번호');
  await user.type(code, '12a345');
  expect(code).toHaveValue('12345');
  await user.click(screen.getByRole('button', { name: '확인' }));
  await waitFor(() => expect(code).toHaveAccessibleDescription('인증번호 6자리를 입력해주세요.'));
  expect(api.callsTo(VERIFY)).toHaveLength(0);

  await user.type(code, '6');
  // The button's double-click guard lets a second click through only after it.
  await act(async () => {
    await jest.advanceTimersByTimeAsync(500);
  });
  await user.click(screen.getByRole('button', { name: '확인' }));
  await waitFor(() => expect(code).toHaveAccessibleDescription('인증번호가 일치하지 않습니다.'));
  expect(api.callsTo(VERIFY)).toHaveLength(1);
  expect(screen.getByRole('button', { name: '확인' })).toBeEnabled();
  expect(proofs).toEqual([]);
});
