import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, memberProfile, type FakeHandler, type FakeReply } from '../testing/fake-api';
import { renderWithStore } from '../testing/render-with-store';
import { guestChecks } from '../testing/signup-fakes';
import { DomesticSignUpForm } from './DomesticSignUpForm';

const SIGNUP = 'POST /api/auth/signup';

async function setup(
  reply: FakeReply | FakeHandler = { data: { msg: 'ok', profile: memberProfile('새회원') } },
  checks = guestChecks({ knownRecommenders: ['friend01'] }),
) {
  const signedUp: string[] = [];
  const api = fakeApi({ ...checks, [SIGNUP]: reply });
  const rendered = await renderWithStore(<DomesticSignUpForm onSignedUp={(nickname) => signedUp.push(nickname)} />, {
    api,
    advanceTimers: (ms) => jest.advanceTimersByTime(ms),
  });
  return { ...rendered, signedUp };
}

type User = Awaited<ReturnType<typeof setup>>['user'];

async function fill(
  user: User,
  values: Partial<Record<'id' | 'password' | 'confirm' | 'nickname' | 'recommender', string>> = {},
) {
  const entries: Array<[string, string | undefined]> = [
    ['아이디', values.id ?? 'newbie01'],
    ['비밀번호', values.password ?? 'abc123!@'],
    ['비밀번호 확인', values.confirm ?? values.password ?? 'abc123!@'],
    ['닉네임', values.nickname ?? '새회원'],
    ['추천인 아이디 (선택)', values.recommender],
  ];
  for (const [label, value] of entries) {
    if (value) await user.type(screen.getByLabelText(label), value);
    await settle();
  }
}

/** Lets the uniqueness check a blur started finish inside act. */
async function settle() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(50);
  });
}

/** Submits and lets the 1 s debounce pass; solves the captcha when a valid form asks for it. */
async function submit(user: User) {
  await user.click(screen.getByRole('button', { name: '가입하기' }));
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });
  await solveCaptchaIfAsked(user);
}

/** The captcha dialog, if the form opened it: the stand-in widget solved, then 확인. */
async function solveCaptchaIfAsked(user: User) {
  await settle();
  const widget = screen.queryByRole('button', { name: 'fake captcha' });
  if (!widget) return;
  await user.click(widget);
  await user.click(screen.getByRole('button', { name: '확인' }));
  await settle();
}

const messageOf = (label: string) =>
  screen
    .getByLabelText(label)
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('an empty form shows every SPEC message and sends nothing', async () => {
  const { user, api } = await setup();
  await submit(user);
  await waitFor(() => expect(messageOf('아이디')).toContain('아이디는 6~15자 영문, 숫자입니다.'));
  expect(messageOf('비밀번호')).toContain('Please check password');
  expect(messageOf('비밀번호 확인')).toContain('Please check password');
  expect(messageOf('닉네임')).toContain('닉네임을 확인해주세요.');
  expect(screen.getByText('필수약관에 동의해주셔야 합니다.')).toBeInTheDocument();
  expect(api.callsTo(SIGNUP)).toHaveLength(0);
});

test('ID and password rules, and a mismatched confirmation', async () => {
  const { user } = await setup();
  await fill(user, { id: '12345678', password: 'abcdefgh', confirm: 'abcdefgX' });
  await user.click(screen.getByLabelText('전체 동의'));
  await settle();
  await submit(user);
  await waitFor(() => expect(messageOf('아이디')).toContain('아이디는 6~15자 영문, 숫자입니다.'));
  expect(messageOf('비밀번호')).toContain('비밀번호는 8~15자 이내의 대 소문자,숫자,특수문자입니다.');
  expect(messageOf('비밀번호 확인')).toContain('비밀번호가 일치하지 않습니다.');
});

test('spaces are stripped as typed and inputs are limited to 15', async () => {
  const { user } = await setup();
  await user.type(screen.getByLabelText('아이디'), 'new bie 01');
  await user.type(screen.getByLabelText('닉네임'), '새 회원');
  expect(screen.getByLabelText('아이디')).toHaveValue('newbie01');
  expect(screen.getByLabelText('닉네임')).toHaveValue('새회원');
  expect(screen.getByLabelText('아이디')).toHaveAttribute('maxLength', '15');
  expect(screen.getByLabelText('비밀번호')).toHaveAttribute('maxLength', '15');
});

test('a valid ID is checked on blur: taken says it exists, free says so', async () => {
  const { user, api } = await setup(undefined, guestChecks({ takenIds: ['taken01'] }));
  await user.type(screen.getByLabelText('아이디'), 'taken01');
  await user.tab();
  await settle();
  await waitFor(() => expect(messageOf('아이디')).toContain('이미 존재하는 아이디입니다.'));
  await user.clear(screen.getByLabelText('아이디'));
  await settle();
  await user.type(screen.getByLabelText('아이디'), 'free01a');
  await user.tab();
  await settle();
  await waitFor(() => expect(messageOf('아이디')).toContain('사용 가능한 아이디입니다.'));
  expect(api.calls.map((call) => call.url)).toEqual(['/api/guest/loginId/taken01', '/api/guest/loginId/free01a']);
});

test('an invalid ID is not sent to the check', async () => {
  const { user, api } = await setup();
  await user.type(screen.getByLabelText('아이디'), 'ab');
  await user.tab();
  await settle();
  expect(messageOf('아이디')).toContain('아이디는 6~15자 영문, 숫자입니다.');
  expect(api.calls).toHaveLength(0);
});

test('a nickname answering overlap is taken', async () => {
  const { user } = await setup(undefined, guestChecks({ takenNicknames: ['라이브팬'] }));
  await user.type(screen.getByLabelText('닉네임'), '라이브팬');
  await user.tab();
  await settle();
  await waitFor(() => expect(messageOf('닉네임')).toContain('이미 사용 중인 닉네임입니다.'));
});

test('an unknown recommender blocks the submission', async () => {
  const { user, api } = await setup();
  await fill(user, { recommender: 'nobody99' });
  await user.click(screen.getByLabelText('전체 동의'));
  await settle();
  await submit(user);
  await waitFor(() => expect(messageOf('추천인 아이디 (선택)')).toContain('입력한 추천인이 조회되지 않습니다.'));
  expect(api.callsTo(SIGNUP)).toHaveLength(0);
});

test('terms: both required are needed, marketing is optional', async () => {
  const { user, api } = await setup();
  await fill(user);
  await user.click(screen.getByLabelText('이용약관 동의 (필수)'));
  await settle();
  await submit(user);
  await waitFor(() => expect(screen.getByText('필수약관에 동의해주셔야 합니다.')).toBeInTheDocument());
  await user.click(screen.getByLabelText('개인정보 수집 및 이용 동의 (필수)'));
  // Both required ticked: the message goes at once, not only at the next submit.
  expect(screen.queryByText('필수약관에 동의해주셔야 합니다.')).not.toBeInTheDocument();
  await submit(user);
  await waitFor(() => expect(api.callsTo(SIGNUP)).toHaveLength(1));
  expect(api.callsTo(SIGNUP)[0]?.body).toMatchObject({ agreements: { terms: true, privacy: true, marketing: false } });
});

test('during the debounce second the button shows a spinner and stays clickable; it goes once the form answers', async () => {
  const { user } = await setup();
  const button = screen.getByRole('button', { name: '가입하기' });
  expect(button.querySelector('[data-spinner]')).toBeNull();
  await user.click(button);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(500);
  });
  expect(button.querySelector('[data-spinner]')).not.toBeNull();
  expect(button).toBeEnabled();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(500);
  });
  await waitFor(() => expect(messageOf('아이디')).toContain('아이디는 6~15자 영문, 숫자입니다.'));
  expect(button.querySelector('[data-spinner]')).toBeNull();
});

test('submit is debounced by 1 s: three quick clicks send once, with the full payload', async () => {
  const { user, api, store, signedUp } = await setup();
  await fill(user, { recommender: 'friend01' });
  await user.click(screen.getByLabelText('전체 동의'));
  await settle();
  const button = screen.getByRole('button', { name: '가입하기' });
  for (let click = 0; click < 3; click++) {
    await user.click(button);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(600);
    });
  }
  expect(api.callsTo(SIGNUP)).toHaveLength(0);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(400);
  });
  await solveCaptchaIfAsked(user);
  await waitFor(() => expect(signedUp).toEqual(['새회원']));
  expect(api.callsTo(SIGNUP)).toHaveLength(1);
  expect(api.callsTo(SIGNUP)[0]?.body).toEqual({
    loginId: 'newbie01',
    password: 'abc123!@',
    nickname: '새회원',
    recommendId: 'friend01',
    device: 'PCWEB',
    agreements: { terms: true, privacy: true, marketing: true },
    captchaToken: 'captcha-token',
  });
  expect(store.getState().session.profile?.nickname).toBe('새회원');
}, 30_000);

test('a valid form asks for the captcha before anything is sent; closing it unsolved sends nothing', async () => {
  const { user, api, signedUp } = await setup();
  await fill(user);
  await user.click(screen.getByLabelText('전체 동의'));
  await settle();
  await user.click(screen.getByRole('button', { name: '가입하기' }));
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });
  const dialog = await screen.findByRole('dialog', { name: '자동 입력 방지' });
  await user.click(within(dialog).getByRole('button', { name: '확인' }));
  expect(dialog).toHaveTextContent('검증이 완료되지 않았습니다. 다시 시도하기');
  expect(api.callsTo(SIGNUP)).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: '닫기' }));
  await settle();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.callsTo(SIGNUP)).toHaveLength(0);
  // The next submit asks again, and a solved captcha goes with the form.
  await submit(user);
  await waitFor(() => expect(signedUp).toEqual(['새회원']));
  expect(api.callsTo(SIGNUP)[0]?.body).toMatchObject({ captchaToken: 'captcha-token' });
});

test('a second submit while the request is in flight is ignored', async () => {
  let release: (reply: FakeReply) => void = () => undefined;
  const { user, api } = await setup(() => new Promise<FakeReply>((resolve) => (release = resolve)));
  await fill(user);
  await user.click(screen.getByLabelText('전체 동의'));
  await settle();
  await submit(user);
  await waitFor(() => expect(api.callsTo(SIGNUP)).toHaveLength(1));
  await submit(user);
  release({ data: { msg: 'ok', profile: memberProfile() } });
  await act(async () => {
    await jest.advanceTimersByTimeAsync(1000);
  });
  expect(api.callsTo(SIGNUP)).toHaveLength(1);
});

test('a 409 message goes under its field; a common password under the password', async () => {
  const { user } = await setup({
    error: { status: 409, data: { statusCode: 409, code: 'TAKEN', message: '이미 존재하는 아이디입니다.' } },
  });
  await fill(user);
  await user.click(screen.getByLabelText('전체 동의'));
  await settle();
  await submit(user);
  await waitFor(() => expect(messageOf('아이디')).toContain('이미 존재하는 아이디입니다.'));
});

test('a 400 common password is shown under the password', async () => {
  const { user } = await setup({
    error: {
      status: 400,
      data: { statusCode: 400, code: 'COMMON', message: '너무 흔한 비밀번호입니다. 다른 비밀번호를 사용해주세요.' },
    },
  });
  await fill(user);
  await user.click(screen.getByLabelText('전체 동의'));
  await settle();
  await submit(user);
  await waitFor(() =>
    expect(messageOf('비밀번호')).toContain('너무 흔한 비밀번호입니다. 다른 비밀번호를 사용해주세요.'),
  );
});

test('error_msg is shown in an alert', async () => {
  const { user } = await setup({
    error: { status: 400, data: { error: 'SIGNUP_FAILED', error_msg: '가입이 제한된 번호입니다.' } },
  });
  await fill(user);
  await user.click(screen.getByLabelText('전체 동의'));
  await settle();
  await submit(user);
  const alert = await screen.findByRole('alertdialog', { name: '안내' });
  expect(within(alert).getByText('가입이 제한된 번호입니다.')).toBeInTheDocument();
});
