import { screen, within } from '@testing-library/react';
import { AUTH_MESSAGES, MY_PASSWORD_ERROR_CODES, MY_PASSWORD_MESSAGES } from '@onair/contracts';
import { MEMBER, inTurn, pageOf, refuse, reply } from '@onair/store/testing';
import { afterClickGuard } from '@onair/ui/testing';
import { renderMember } from '../testing/render-member';
import { MyPage } from './MyPage';

const profile = {
  memberId: 7,
  loginId: 'viewer01',
  nickname: '라이브팬',
  channelId: null,
  channelName: null,
  followingCount: 0,
  joinedAt: '2025-01-02T03:00:00.000Z',
  hasPassword: true,
};

const routes = {
  'GET /api/my/profile': reply(profile),
  'GET /api/my/setting': reply({ allowMessages: true, notifyLive: true }),
  'GET /api/my/follows': reply(pageOf([])),
  'GET /api/my/streams/recent': reply(pageOf([])),
  'GET /api/my/streams/played': reply(pageOf([])),
  'GET /api/my/streams/subscriptions': reply(pageOf([])),
};

const SUBMIT = { name: '비밀번호 변경' };

async function renderForm(
  extra: typeof routes | Record<string, never> = {},
  options: Parameters<typeof renderMember>[1] = {},
) {
  const view = await renderMember(<MyPage />, { routes: { ...routes, ...extra }, ...options });
  const panel = await screen.findByRole('region', {
    name: options.locale === 'en' ? 'Change password' : '비밀번호 변경',
  });
  return { ...view, panel };
}

test('the rule, the confirmation and the same password are told before any call', async () => {
  const { user, api, panel } = await renderForm();
  const form = within(panel);
  const current = form.getByLabelText('현재 비밀번호');
  const next = form.getByLabelText('새 비밀번호');
  const confirm = form.getByLabelText('새 비밀번호 확인');
  for (const input of [current, next, confirm]) {
    expect(input).toHaveAttribute('type', 'password');
    expect(input.className).toContain('h-10');
  }

  await user.click(form.getByRole('button', SUBMIT));
  expect(current).toHaveAccessibleDescription('Please check password');
  expect(next).toHaveAccessibleDescription(expect.stringContaining('Please check password'));

  await user.type(current, 'start12!');
  await user.type(next, 'short1!');
  await afterClickGuard();
  await user.click(form.getByRole('button', SUBMIT));
  expect(next).toHaveAccessibleDescription(
    expect.stringContaining('비밀번호는 8~15자 이내의 대 소문자,숫자,특수문자입니다.'),
  );
  expect(current).not.toHaveAccessibleDescription('Please check password');

  await user.clear(next);
  await user.type(next, 'next 123!');
  expect(next).toHaveValue('next123!');
  await user.type(confirm, 'next124!');
  await afterClickGuard();
  await user.click(form.getByRole('button', SUBMIT));
  expect(confirm).toHaveAccessibleDescription('비밀번호가 일치하지 않습니다.');

  await user.clear(next);
  await user.type(next, 'start12!');
  await afterClickGuard();
  await user.click(form.getByRole('button', SUBMIT));
  expect(next).toHaveAccessibleDescription(expect.stringContaining(MY_PASSWORD_MESSAGES.sameAsCurrent));
  expect(api.count('PUT', '/api/my/password')).toBe(0);
});

test('a wrong current password shows under it; then the change is saved, told and the fields cleared', async () => {
  const { user, api, panel } = await renderForm({
    'PUT /api/my/password': inTurn(
      refuse(400, MY_PASSWORD_ERROR_CODES.wrongCurrent, MY_PASSWORD_MESSAGES.wrongCurrent),
      reply({ msg: 'ok' }),
    ),
  } as never);
  const form = within(panel);
  const current = form.getByLabelText('현재 비밀번호');
  await user.type(current, 'wrong12!');
  await user.type(form.getByLabelText('새 비밀번호'), 'next123!');
  await user.type(form.getByLabelText('새 비밀번호 확인'), 'next123!');
  await user.click(form.getByRole('button', SUBMIT));
  await screen.findByText(MY_PASSWORD_MESSAGES.wrongCurrent);
  expect(current).toHaveAccessibleDescription(MY_PASSWORD_MESSAGES.wrongCurrent);
  expect(form.getByLabelText('새 비밀번호')).toHaveValue('next123!');

  await user.clear(current);
  await user.type(current, 'start12!');
  expect(current).not.toHaveAccessibleDescription(MY_PASSWORD_MESSAGES.wrongCurrent);
  await afterClickGuard();
  await user.click(form.getByRole('button', SUBMIT));
  expect(await screen.findByText('비밀번호를 변경했습니다. 다른 기기에서는 다시 로그인해주세요.')).toBeInTheDocument();
  for (const label of ['현재 비밀번호', '새 비밀번호', '새 비밀번호 확인'])
    expect(form.getByLabelText(label)).toHaveValue('');
  expect(api.bodiesOf('PUT', '/api/my/password')).toEqual([
    { currentPassword: 'wrong12!', newPassword: 'next123!' },
    { currentPassword: 'start12!', newPassword: 'next123!' },
  ]);
});

test('English readers get the refusals in English', async () => {
  const { user, panel } = await renderForm(
    {
      'PUT /api/my/password': inTurn(
        refuse(400, MY_PASSWORD_ERROR_CODES.wrongCurrent, MY_PASSWORD_MESSAGES.wrongCurrent),
        refuse(429, 'TOO_MANY_ATTEMPTS', AUTH_MESSAGES.tooManyAttempts),
      ),
    } as never,
    { locale: 'en' },
  );
  const form = within(panel);
  await user.type(form.getByLabelText('Current password'), 'wrong12!');
  await user.type(form.getByLabelText('New password'), 'next123!');
  await user.type(form.getByLabelText('Confirm new password'), 'next123!');
  await user.click(form.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('The current password is incorrect.')).toBeInTheDocument();
  await afterClickGuard();
  await user.click(form.getByRole('button', { name: 'Change password' }));
  expect(await form.findByRole('alert')).toHaveTextContent('Too many login attempts. Please try again later.');
});

test('a foreign member may type up to 40 characters, as at foreign signup', async () => {
  const foreigner = { ...MEMBER, profile: { ...MEMBER.profile, foreigner: true } };
  const { panel } = await renderForm({}, { member: foreigner });
  expect(within(panel).getByLabelText('새 비밀번호')).toHaveAttribute('maxLength', '40');
});

const social = { ...profile, loginId: 'kakao_1x8f0q2z', hasPassword: false };

test('a member who signed up through social login sets a first password without a current one', async () => {
  const { user, api } = await renderMember(<MyPage />, {
    routes: {
      ...routes,
      'GET /api/my/profile': inTurn(reply(social), reply({ ...social, hasPassword: true })),
      'PUT /api/my/password': reply({ msg: 'ok' }),
    } as never,
  });
  const panel = await screen.findByRole('region', { name: '비밀번호 설정' });
  expect(screen.queryByRole('region', { name: '비밀번호 변경' })).not.toBeInTheDocument();
  const form = within(panel);
  expect(form.getByText(/아이디\(kakao_1x8f0q2z\)와 비밀번호로도 로그인할 수 있습니다/)).toBeInTheDocument();
  expect(form.queryByLabelText('현재 비밀번호')).not.toBeInTheDocument();
  const next = form.getByLabelText('비밀번호');
  const confirm = form.getByLabelText('비밀번호 확인');
  expect(next).toHaveAttribute('maxLength', '15');

  await user.type(next, 'short1!');
  await user.click(form.getByRole('button', { name: '비밀번호 설정' }));
  expect(next).toHaveAccessibleDescription(
    expect.stringContaining('비밀번호는 8~15자 이내의 대 소문자,숫자,특수문자입니다.'),
  );
  await user.clear(next);
  await user.type(next, 'next123!');
  await user.type(confirm, 'next124!');
  await afterClickGuard();
  await user.click(form.getByRole('button', { name: '비밀번호 설정' }));
  expect(confirm).toHaveAccessibleDescription('비밀번호가 일치하지 않습니다.');
  expect(api.count('PUT', '/api/my/password')).toBe(0);

  await user.clear(confirm);
  await user.type(confirm, 'next123!');
  await afterClickGuard();
  await user.click(form.getByRole('button', { name: '비밀번호 설정' }));
  expect(
    await screen.findByText(
      '비밀번호를 설정했습니다. 이제 아이디(kakao_1x8f0q2z)와 비밀번호로도 로그인할 수 있습니다. 다른 기기에서는 다시 로그인해주세요.',
    ),
  ).toBeInTheDocument();
  expect(api.bodiesOf('PUT', '/api/my/password')).toEqual([{ newPassword: 'next123!' }]);
  // From now on the password is changed, and the current one is asked for.
  const changing = await screen.findByRole('region', { name: '비밀번호 변경' });
  expect(within(changing).getByLabelText('현재 비밀번호')).toHaveValue('');
  expect(within(changing).getByLabelText('새 비밀번호')).toHaveValue('');
});

test('a first password set meanwhile in another tab: told so, and the current password is asked for', async () => {
  const { user } = await renderMember(<MyPage />, {
    routes: {
      ...routes,
      'GET /api/my/profile': inTurn(reply(social), reply({ ...social, hasPassword: true })),
      'PUT /api/my/password': refuse(409, MY_PASSWORD_ERROR_CODES.alreadySet, MY_PASSWORD_MESSAGES.alreadySet),
    } as never,
  });
  const form = within(await screen.findByRole('region', { name: '비밀번호 설정' }));
  await user.type(form.getByLabelText('비밀번호'), 'next123!');
  await user.type(form.getByLabelText('비밀번호 확인'), 'next123!');
  await user.click(form.getByRole('button', { name: '비밀번호 설정' }));
  const changing = within(await screen.findByRole('region', { name: '비밀번호 변경' }));
  expect(await changing.findByRole('alert')).toHaveTextContent(
    '이미 비밀번호가 설정된 계정입니다. 현재 비밀번호를 입력해주세요.',
  );
  expect(changing.getByLabelText('현재 비밀번호')).toHaveValue('');
  expect(changing.getByLabelText('새 비밀번호')).toHaveValue('next123!');
});

test('English readers of a social account see "Set a password"', async () => {
  await renderMember(<MyPage />, {
    routes: { ...routes, 'GET /api/my/profile': reply(social) },
    locale: 'en',
  });
  const form = within(await screen.findByRole('region', { name: 'Set a password' }));
  expect(form.getByText(/log in with your ID \(kakao_1x8f0q2z\) and password/)).toBeInTheDocument();
  expect(form.getByLabelText('Password')).toBeInTheDocument();
  expect(form.queryByLabelText('Current password')).not.toBeInTheDocument();
  expect(form.getByRole('button', { name: 'Set password' })).toBeInTheDocument();
});
