import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, refuse, reply } from '@onair/store/testing';
import { afterClickGuard } from '@onair/ui/testing';
import { makeTestStore, renderInConsole, staffOf } from '../../testing/render-console';
import { StaffScreen } from './StaffScreen';

const MOD = staffOf({ id: 7, login: 'mod1', displayName: '모더', role: 'moderator', brands: ['mint', 'onair'] });
const list = (items = [staffOf(), MOD]) => reply({ items, page: 1, size: 20, total: items.length });

test('a change needs a reason, and sends the role, brands and reason', async () => {
  const api = fakeApi({
    'GET /api/admin/staff': list(),
    'PATCH /api/admin/staff/7': reply({ ...MOD, role: 'support' }),
  });
  const user = userEvent.setup();
  renderInConsole(<StaffScreen />, { store: makeTestStore(api.fetchFn), path: '/staff' });
  // No one changes or disables their own account: only the other row has the buttons.
  expect(await screen.findByRole('button', { name: '변경 mod1' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '변경 ops' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '변경 mod1' }));
  const dialog = screen.getByRole('dialog', { name: 'mod1 변경' });
  await user.selectOptions(within(dialog).getByLabelText('역할'), 'support');
  await user.click(within(dialog).getByLabelText('nova'));
  await user.click(within(dialog).getByRole('button', { name: '저장' }));
  expect(within(dialog).getByText('사유를 입력해주세요.')).toBeInTheDocument();
  expect(api.count('PATCH', '/api/admin/staff/7')).toBe(0);

  await user.type(within(dialog).getByLabelText('사유'), '고객 지원으로 이동');
  // Typed fast enough, the second click would land inside the button's double-click guard.
  await afterClickGuard();
  await user.click(within(dialog).getByRole('button', { name: '저장' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const sent = api.seen.find((request) => request.method === 'PATCH');
  expect(JSON.parse(sent?.body ?? '{}')).toEqual({
    role: 'support',
    brands: ['onair', 'mint', 'nova'],
    reason: '고객 지원으로 이동',
  });
  expect(api.count('GET', '/api/admin/staff')).toBe(2);
});

test("disabling sends the reason, and the API's refusal is shown in the dialog", async () => {
  const api = fakeApi({
    'GET /api/admin/staff': list(),
    'POST /api/admin/staff/7/disable': refuse(403, 'STAFF_BRAND_REFUSED', { key: 'admin.brandRefused' }),
  });
  const user = userEvent.setup();
  renderInConsole(<StaffScreen />, { store: makeTestStore(api.fetchFn), path: '/staff' });
  await user.click(await screen.findByRole('button', { name: '사용 중지 mod1' }));
  const dialog = screen.getByRole('dialog', { name: 'mod1 사용 중지' });
  await user.type(within(dialog).getByLabelText('사유'), '퇴사');
  await user.click(within(dialog).getByRole('button', { name: '사용 중지' }));
  expect(await within(dialog).findByText('담당하지 않는 브랜드입니다.')).toBeInTheDocument();
  expect(JSON.parse(api.seen.at(-1)?.body ?? '{}')).toEqual({ reason: '퇴사' });
});

test('a brand-scoped super-admin grants only its own brands, and sees the one-time secrets once', async () => {
  const invited = {
    staff: staffOf({ id: 9, login: 'new.mod', role: 'moderator', brands: ['mint'], status: 'enrolling' }),
    password: 'first-pass-123',
    otpauthUri: 'otpauth://totp/OnAir%20Console:new.mod?secret=JBSWY3DPEHPK3PXP&issuer=OnAir%20Console',
  };
  const api = fakeApi({ 'GET /api/admin/staff': list([]), 'POST /api/admin/staff': reply(invited, 201) });
  const user = userEvent.setup();
  const me = staffOf({ brands: ['mint', 'nova'] });
  renderInConsole(<StaffScreen />, { store: makeTestStore(api.fetchFn, me), path: '/staff' });
  await user.click(await screen.findByRole('button', { name: '운영자 초대' }));
  const dialog = screen.getByRole('dialog', { name: '운영자 초대' });
  expect(
    within(dialog)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent),
  ).toEqual(['mint', 'nova']);
  await user.type(within(dialog).getByLabelText('아이디'), 'new.mod');
  await user.type(within(dialog).getByLabelText('이름'), '새 모더');
  await user.click(within(dialog).getByLabelText('nova'));
  await user.type(within(dialog).getByLabelText('사유'), '민트 채팅 관리');
  await user.click(within(dialog).getByRole('button', { name: '초대하기' }));

  const shown = await screen.findByRole('dialog', { name: '초대했습니다' });
  expect(within(shown).getByText('first-pass-123')).toBeInTheDocument();
  expect(within(shown).getByText(invited.otpauthUri)).toBeInTheDocument();
  expect(within(shown).getByRole('img', { name: '인증 앱으로 스캔할 QR 코드' })).toBeInTheDocument();
  expect(JSON.parse(api.seen.find((request) => request.method === 'POST')?.body ?? '{}')).toEqual({
    login: 'new.mod',
    displayName: '새 모더',
    role: 'moderator',
    brands: ['mint'],
    reason: '민트 채팅 관리',
  });
});

test('a column header sorts the list on the server, one way and then the other', async () => {
  const api = fakeApi({ 'GET /api/admin/staff': list() });
  const user = userEvent.setup();
  renderInConsole(<StaffScreen />, { store: makeTestStore(api.fetchFn), path: '/staff' });
  await screen.findByRole('button', { name: '변경 mod1' });
  const asked = () =>
    api.seen
      .filter((request) => request.path === '/api/admin/staff')
      .map((request) => `${request.url.searchParams.get('sort')}/${request.url.searchParams.get('order')}`);
  expect(asked()).toEqual(['null/null']);
  await user.click(screen.getByRole('button', { name: /역할/ }));
  await waitFor(() => expect(asked()).toEqual(['null/null', 'role/asc']));
  await afterClickGuard();
  await user.click(screen.getByRole('button', { name: /역할/ }));
  await waitFor(() => expect(asked()).toEqual(['null/null', 'role/asc', 'role/desc']));
  // The brands column has no sort on the server, so it offers none.
  expect(within(screen.getByRole('columnheader', { name: '브랜드' })).queryByRole('button')).not.toBeInTheDocument();
});

test('the invite form refuses in the console’s words what the contract refuses, and sends nothing', async () => {
  const api = fakeApi({ 'GET /api/admin/staff': list([]), 'POST /api/admin/staff': reply({}, 201) });
  const user = userEvent.setup();
  renderInConsole(<StaffScreen />, { store: makeTestStore(api.fetchFn), path: '/staff' });
  await user.click(await screen.findByRole('button', { name: '운영자 초대' }));
  const dialog = screen.getByRole('dialog', { name: '운영자 초대' });
  await user.click(within(dialog).getByRole('button', { name: '초대하기' }));
  // Nothing typed: each field says what it needs.
  expect(within(dialog).getAllByText('입력해주세요.')).toHaveLength(2);
  expect(within(dialog).getByText('사유를 입력해주세요.')).toBeInTheDocument();

  // A login the contract refuses (capitals), a reason of spaces only, and no brand at all.
  await user.type(within(dialog).getByLabelText('아이디'), 'New Mod');
  await user.type(within(dialog).getByLabelText('이름'), '새 모더');
  await user.type(within(dialog).getByLabelText('사유'), '   ');
  await user.click(within(dialog).getByLabelText('전체 브랜드'));
  await afterClickGuard();
  await user.click(within(dialog).getByRole('button', { name: '초대하기' }));
  expect(
    await within(dialog).findByText('아이디는 영문 소문자, 숫자, 점, 대시, 밑줄 3~40자입니다.'),
  ).toBeInTheDocument();
  expect(within(dialog).getByText('브랜드를 하나 이상 고르세요.')).toBeInTheDocument();
  expect(within(dialog).getByText('사유를 입력해주세요.')).toBeInTheDocument();
  expect(within(dialog).queryByText('입력해주세요.')).not.toBeInTheDocument();
  expect(api.count('POST', '/api/admin/staff')).toBe(0);
});

test('the role, status and date of a row each keep to one line', async () => {
  const api = fakeApi({ 'GET /api/admin/staff': list() });
  renderInConsole(<StaffScreen />, { store: makeTestStore(api.fetchFn), path: '/staff' });
  const row = (await screen.findByRole('cell', { name: 'mod1' })).closest('tr') as HTMLElement;
  // jsdom lays nothing out: measured in Chromium at 1024 px, 최고 관리자, 사용 중 and 2026. 12. 7.
  // each broke over two lines until their cells kept them whole (the login and name wrap instead).
  for (const text of ['모더레이터', '사용 중']) {
    expect(within(row).getByText(text)).toHaveClass('whitespace-nowrap');
  }
  expect(within(row).getByText(/^\d{4}\. \d{1,2}\. \d{1,2}\.$/)).toHaveClass('whitespace-nowrap');
});
