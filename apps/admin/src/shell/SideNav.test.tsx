import { screen, waitFor, within } from '@testing-library/react';
import { STAFF_ROLES, type StaffRole } from '@onair/contracts';
import { fakeApi, reply } from '@onair/store/testing';
import { makeTestStore, renderConsole, renderInConsole, staffOf } from '../testing/render-console';
import { SideNav } from './SideNav';

const navNames = () =>
  within(screen.getByRole('navigation', { name: '콘솔 메뉴' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

test.each<[StaffRole, string[]]>([
  [
    'super-admin',
    [
      '홈',
      '대시보드',
      '서비스 점검',
      '운영자',
      '감사 로그',
      '회원·제재',
      '라이브 채널',
      '신고',
      '문의',
      '계좌 변경',
      '콘텐츠',
      '다시보기',
      '약관',
      '카테고리',
      '쿠폰·교환 이벤트',
      '잘못 보낸 선물',
      '결제',
      '출금 지급',
    ],
  ],
  ['moderator', ['홈', '서비스 점검', '회원·제재', '라이브 채널', '신고']],
  ['support', ['홈', '서비스 점검', '문의', '계좌 변경', '출금 지급']],
  ['finance', ['홈', '대시보드', '서비스 점검', '쿠폰·교환 이벤트', '잘못 보낸 선물', '결제', '출금 지급']],
  ['content', ['홈', '서비스 점검', '콘텐츠', '다시보기', '약관', '카테고리', '쿠폰·교환 이벤트']],
])('%s sees %j in the navigation', (role, names) => {
  renderInConsole(<SideNav role={role} />, { store: makeTestStore(fakeApi({}).fetchFn, staffOf({ role })) });
  expect(navNames()).toEqual(names);
});

test('every role is in the table above', () => {
  expect(STAFF_ROLES).toEqual(['super-admin', 'moderator', 'support', 'finance', 'content']);
});

test('a screen outside the role has no route: its address leads home and asks the API nothing', async () => {
  const api = fakeApi({});
  renderConsole({
    store: makeTestStore(api.fetchFn, staffOf({ role: 'content', login: 'content1', displayName: '콘텐츠' })),
    path: '/staff',
  });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  expect(screen.getByRole('heading', { name: '홈' })).toBeInTheDocument();
  expect(api.seen).toEqual([]);
});

test('the brand selector offers only the account’s brands and sends the choice as x-site-code', async () => {
  const api = fakeApi({ 'GET /api/admin/staff': reply({ items: [], page: 1, size: 20, total: 0 }) });
  const { default: userEvent } = await import('@testing-library/user-event');
  const user = userEvent.setup();
  renderConsole({ store: makeTestStore(api.fetchFn, staffOf({ brands: ['mint', 'bellcast'] })), path: '/staff' });
  const selector = screen.getByRole('combobox', { name: '브랜드' });
  expect(
    within(selector)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['전체 브랜드', 'bellcast', 'mint']);
  await screen.findByText('표시할 항목이 없습니다.');
  // 전체 브랜드: the account's first brand, which the staff guard accepts.
  expect(api.seen.at(-1)?.headers.get('x-site-code')).toBe('bellcast');

  await user.selectOptions(selector, 'mint');
  expect(screen.getByTestId('brand-in-view')).toHaveTextContent('보는 브랜드: mint');
  await waitFor(() => expect(api.seen.at(-1)?.headers.get('x-site-code')).toBe('mint'));
  expect(api.count('GET', '/api/admin/staff')).toBe(2);
});
