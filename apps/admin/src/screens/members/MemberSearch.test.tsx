import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, pageOf, reply } from '@onair/store/testing';
import { makeTestStore, renderConsole, staffOf } from '../../testing/render-console';
import { memberOf } from './member-fixtures';

const found = pageOf([memberOf({ chatBan: { active: true, until: null } })], 1, 20);

test('a moderator searches the brand in view by login ID and phone, and sorts by join date', async () => {
  const api = fakeApi({ 'GET /api/admin/members': reply(found) });
  const user = userEvent.setup();
  const store = makeTestStore(api.fetchFn, staffOf({ role: 'moderator', brands: ['mint'] }));
  // The filters live in the address (a reload or a shared link searches again); phones typed with dashes too.
  renderConsole({ store, path: '/members?loginId=kimviewer&phone=010-1234-5678' });

  const search = await screen.findByRole('search');
  // Under 전체 브랜드 the screen names the one brand it searches: the account's first.
  expect(screen.getByText(/^mint 브랜드의 회원을/)).toBeInTheDocument();
  expect(within(search).getByLabelText('아이디')).toHaveValue('kimviewer');
  const row = await screen.findByRole('row', { name: /kimviewer/ });
  expect(row).toHaveTextContent('채팅 금지');
  expect(row).toHaveTextContent('영구');

  await user.click(screen.getByRole('button', { name: /가입일/ }));
  await waitFor(() => expect(api.seen.at(-1)?.url.searchParams.get('sort')).toBe('createdAt'));
  const searches = api.seen.filter((request) => request.path === '/api/admin/members');
  // Phone numbers are stored as digits: the dashes are dropped.
  expect(searches[0]?.url.search).toBe('?loginId=kimviewer&phone=01012345678&page=1&size=20');
  expect(searches.at(-1)?.url.searchParams.get('sort')).toBe('createdAt');
  expect(searches.at(-1)?.url.searchParams.get('order')).toBe('asc');
  expect(searches.at(-1)?.headers.get('x-site-code')).toBe('mint');
});

test('a row leads to the member page', async () => {
  const api = fakeApi({ 'GET /api/admin/members': reply(found) });
  const user = userEvent.setup();
  renderConsole({ store: makeTestStore(api.fetchFn), path: '/members' });
  await user.click(await screen.findByRole('link', { name: 'kimviewer' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/members/501');
});

test('nothing found says so', async () => {
  const api = fakeApi({ 'GET /api/admin/members': reply(pageOf([], 1, 20)) });
  renderConsole({ store: makeTestStore(api.fetchFn), path: '/members?nickname=없는사람' });
  expect(await screen.findByText('찾는 회원이 없습니다.')).toBeInTheDocument();
});
