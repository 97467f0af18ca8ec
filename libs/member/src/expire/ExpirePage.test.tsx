import { screen, within } from '@testing-library/react';
import { AUTH_MESSAGES, EXPIRE_ERROR_CODES, EXPIRE_MESSAGES } from '@onair/contracts';
import { selectProfile } from '@onair/store';
import { inTurn, pageOf, refuse, reply, type FakeRoute } from '@onair/store/testing';
import { afterClickGuard } from '@onair/ui/testing';
import { MyPage } from '../my-page/MyPage';
import { renderMember } from '../testing/render-member';
import { ExpirePage } from './ExpirePage';

const profile = {
  memberId: 7,
  loginId: 'viewer01',
  nickname: '라이브팬',
  channelId: 42,
  channelName: '라이브팬의 채널',
  followingCount: 3,
  joinedAt: '2025-01-02T03:00:00.000Z',
  hasPassword: true,
};
const inAMonth = new Date(Date.now() + 20 * 24 * 60 * 60 * 1000).toISOString();
const subscription = (subscriptionId: number, state: 1 | 3 | 5, expiresAt = inAMonth) => ({
  subscriptionId,
  channelId: 100 + subscriptionId,
  channelName: `채널${subscriptionId}`,
  memberNickname: '라이브팬',
  plan: 'oneMonth',
  state,
  autoRenew: state === 1,
  startedAt: '2025-08-01T00:00:00.000Z',
  expiresAt,
  periods: 1,
});

const routes: Record<string, FakeRoute> = {
  'GET /api/my/profile': reply(profile),
  'GET /api/luv/items-sum': reply({ luv: 12_345, items: [{ itemCode: 420, quantity: 2 }], owed: 0, owedItems: [] }),
  'GET /api/luv/received': reply({ total: 9_000, available: 8_000, held: 0, withdrawn: 1_000 }),
  'GET /api/my/subscriptions': reply(
    pageOf([subscription(1, 1), subscription(2, 5), subscription(3, 3, '2025-01-01T00:00:00.000Z')]),
  ),
};

const NEXT = { name: '다음' };
const SUBMIT = { name: '회원 탈퇴' };

async function renderExpire(extra: Record<string, FakeRoute> = {}, options: Parameters<typeof renderMember>[1] = {}) {
  const view = await renderMember(<ExpirePage />, { routes: { ...routes, ...extra }, url: '/my/expire', ...options });
  await screen.findByRole('region', { name: options.locale === 'en' ? 'What you lose' : '탈퇴하면 사라지는 것' });
  return view;
}

/** The step the indicator marks as current. */
const currentStep = () =>
  within(screen.getByRole('list', { name: '탈퇴 단계' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');

async function toIdentification(user: Awaited<ReturnType<typeof renderExpire>>['user']) {
  await user.click(screen.getByRole('checkbox', { name: '안내 사항을 모두 확인했으며 이에 동의합니다.' }));
  await user.click(screen.getByRole('button', NEXT));
  return screen.findByRole('region', { name: '본인 확인' });
}

test('AGREEMENT lists what is lost with the amounts, and needs the consent before 다음', async () => {
  const { user, api } = await renderExpire();
  expect(currentStep()).toHaveTextContent('안내 및 동의');
  const lost = screen.getByRole('region', { name: '탈퇴하면 사라지는 것' });
  const row = (term: string) => within(lost).getByText(term, { selector: 'dt' }).parentElement;
  expect(row('아이디·닉네임')).toHaveTextContent('viewer01 · 라이브팬');
  expect(row('아이디·닉네임')).toHaveTextContent('탈퇴한 아이디와 닉네임은 다시 사용할 수 없습니다.');
  expect(row('보유 러브')).toHaveTextContent('12,345 러브');
  expect(row('보유 러브')).toHaveTextContent('탈퇴와 함께 모두 소멸되며 환불되거나 복구되지 않습니다.');
  expect(row('보유 아이템')).toHaveTextContent('1일 입장권 2개');
  expect(row('채널 수익')).toHaveTextContent('8,000 러브');
  expect(row('채널 수익')).toHaveTextContent('먼저 출금을 신청하고');
  expect(row('팔로우')).toHaveTextContent('3개 채널');
  // The running ones: subscribed and renewal-cancelled; the expired one is not counted.
  expect(row('구독')).toHaveTextContent('2개 채널');
  expect(row('구독')).toHaveTextContent('자동 갱신이 해지됩니다');
  expect(row('내 채널')).toHaveTextContent('라이브팬의 채널');

  await user.click(screen.getByRole('button', NEXT));
  const consent = screen.getByRole('checkbox', { name: '안내 사항을 모두 확인했으며 이에 동의합니다.' });
  expect(consent).toHaveAccessibleDescription('안내 사항에 동의해주세요.');
  expect(consent).toBeInvalid();
  expect(currentStep()).toHaveTextContent('안내 및 동의');

  await user.click(consent);
  expect(screen.queryByText('안내 사항에 동의해주세요.')).not.toBeInTheDocument();
  await afterClickGuard();
  await user.click(screen.getByRole('button', NEXT));
  expect(await screen.findByRole('region', { name: '본인 확인' })).toBeInTheDocument();
  expect(currentStep()).toHaveTextContent('본인 확인');
  expect(api.count('POST', '/api/auth/expire')).toBe(0);

  // 이전 goes back with the consent kept.
  await user.click(screen.getByRole('button', { name: '이전' }));
  expect(await screen.findByRole('checkbox', { name: '안내 사항을 모두 확인했으며 이에 동의합니다.' })).toBeChecked();
});

test('the brand names its currency: 벨 on bellcast', async () => {
  await renderExpire({}, { brand: 'bellcast' });
  const lost = screen.getByRole('region', { name: '탈퇴하면 사라지는 것' });
  expect(within(lost).getByText('보유 벨', { selector: 'dt' }).parentElement).toHaveTextContent('12,345 벨');
});

test('a pending luv withdrawal is told on AGREEMENT, with the way to the requests, and 다음 stays shut', async () => {
  const { user } = await renderExpire({
    'GET /api/luv/received': reply({ total: 30_000, available: 10_000, held: 20_000, withdrawn: 0 }),
  });
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(EXPIRE_MESSAGES.withdrawalPending);
  expect(within(alert).getByRole('link', { name: '출금 신청 내역 보기' })).toHaveAttribute('href', '/my/earnings');
  await user.click(screen.getByRole('checkbox', { name: '안내 사항을 모두 확인했으며 이에 동의합니다.' }));
  expect(screen.getByRole('button', NEXT)).toBeDisabled();
});

test('IDENTIFICATION: an empty and a wrong password on the field, the lock and the 409s on the step', async () => {
  const { user, api } = await renderExpire({
    'POST /api/auth/expire': inTurn(
      () => ({
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_ERROR',
          message: AUTH_MESSAGES.invalidCredentials,
          errors: [{ field: 'password', in: 'body', message: AUTH_MESSAGES.invalidCredentials }],
        },
      }),
      refuse(409, EXPIRE_ERROR_CODES.withdrawalPending, EXPIRE_MESSAGES.withdrawalPending),
      refuse(409, EXPIRE_ERROR_CODES.channelLive, EXPIRE_MESSAGES.channelLive),
      refuse(429, 'TOO_MANY_ATTEMPTS', AUTH_MESSAGES.tooManyAttempts),
    ),
  });
  const step = await toIdentification(user);
  expect(step).toHaveTextContent('viewer01');
  const password = within(step).getByLabelText('비밀번호');
  expect(password).toHaveAttribute('type', 'password');
  expect(password.className).toContain('h-10');

  const submit = within(step).getByRole('button', SUBMIT);
  await user.click(submit);
  expect(password).toHaveAccessibleDescription('Please check password');
  expect(api.count('POST', '/api/auth/expire')).toBe(0);

  await user.type(password, 'wrong 12!');
  expect(password).toHaveValue('wrong12!');
  await afterClickGuard();
  await user.click(submit);
  await screen.findByText(AUTH_MESSAGES.invalidCredentials);
  expect(password).toHaveAccessibleDescription(AUTH_MESSAGES.invalidCredentials);

  for (const message of [
    EXPIRE_MESSAGES.withdrawalPending,
    EXPIRE_MESSAGES.channelLive,
    AUTH_MESSAGES.tooManyAttempts,
  ]) {
    await afterClickGuard();
    await user.click(submit);
    expect(await within(step).findByRole('alert')).toHaveTextContent(message);
    expect(currentStep()).toHaveTextContent('본인 확인');
  }
  expect(api.bodiesOf('POST', '/api/auth/expire')[0]).toEqual({ loginId: 'viewer01', password: 'wrong12!' });
});

test('COMPLELTE: once the API withdraws the member, the store is signed out and the way home is offered', async () => {
  const { user, api, store } = await renderExpire({ 'POST /api/auth/expire': reply({ msg: 'ok' }) });
  const step = await toIdentification(user);
  await user.type(within(step).getByLabelText('비밀번호'), 'right12!');
  await user.click(within(step).getByRole('button', SUBMIT));

  expect(await screen.findByRole('heading', { name: '회원 탈퇴가 완료되었습니다' })).toBeInTheDocument();
  expect(screen.getByText('그동안 온에어 서비스를 이용해주셔서 감사합니다.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
  expect(currentStep()).toHaveTextContent('탈퇴 완료');
  expect(selectProfile(store.getState())).toBeNull();
  expect(api.bodiesOf('POST', '/api/auth/expire')).toEqual([{ loginId: 'viewer01', password: 'right12!' }]);
  // Nothing of the member is fetched again once signed out.
  const reads = api.count('GET', '/api/my/profile');
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.count('GET', '/api/my/profile')).toBe(reads);
});

test('a member who signed up socially and has no password is sent to set one, not given a field', async () => {
  const { user, api } = await renderExpire({ 'GET /api/my/profile': reply({ ...profile, hasPassword: false }) });
  const step = await toIdentification(user);
  expect(within(step).queryByLabelText('비밀번호')).not.toBeInTheDocument();
  expect(within(step).queryByRole('button', SUBMIT)).not.toBeInTheDocument();
  expect(step).toHaveTextContent('마이페이지에서 비밀번호를 먼저 설정해주세요.');
  expect(within(step).getByRole('link', { name: '비밀번호 설정하러 가기' })).toHaveAttribute('href', '/my');
  expect(api.count('POST', '/api/auth/expire')).toBe(0);
});

test('English readers get the steps and refusals in English', async () => {
  const { user } = await renderExpire(
    { 'POST /api/auth/expire': refuse(409, EXPIRE_ERROR_CODES.withdrawalPending, EXPIRE_MESSAGES.withdrawalPending) },
    { locale: 'en' },
  );
  expect(screen.getByText('Your luv', { selector: 'dt' }).parentElement).toHaveTextContent('12,345 luv');
  await user.click(screen.getByRole('checkbox', { name: 'I have read the notice above and agree to it.' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const step = await screen.findByRole('region', { name: "Confirm it's you" });
  await user.type(within(step).getByLabelText('Password'), 'right12!');
  await user.click(within(step).getByRole('button', { name: 'Delete account' }));
  expect(await within(step).findByRole('alert')).toHaveTextContent(
    'You have a withdrawal request in progress, so your account cannot be deleted yet.',
  );
});

test('my page links to 회원 탈퇴 at the bottom of the settings', async () => {
  await renderMember(<MyPage />, {
    routes: {
      'GET /api/my/profile': reply(profile),
      'GET /api/my/setting': reply({ allowMessages: true, notifyLive: true }),
      'GET /api/my/follows': reply(pageOf([])),
      'GET /api/my/streams/recent': reply(pageOf([])),
      'GET /api/my/streams/played': reply(pageOf([])),
      'GET /api/my/streams/subscriptions': reply(pageOf([])),
    },
  });
  const settings = await screen.findByRole('region', { name: '설정' });
  expect(within(settings).getByRole('link', { name: '회원 탈퇴' })).toHaveAttribute('href', '/my/expire');
});
