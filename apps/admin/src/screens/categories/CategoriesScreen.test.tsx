import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCategory } from '@onair/contracts';
import { fakeApi, refuse, reply, type FakeRoute } from '@onair/store/testing';
import { makeTestStore, renderConsole, staffOf } from '../../testing/render-console';

const seeded = (): AdminCategory[] => [
  { categoryId: 1, slug: 'talk', kind: 'other', nameKo: '토크', nameEn: 'Talk', enabled: true, position: 10 },
  { categoryId: 2, slug: 'music', kind: 'other', nameKo: '음악', nameEn: 'Music', enabled: true, position: 20 },
  { categoryId: 3, slug: 'valorant', kind: 'game', nameKo: '발로란트', nameEn: 'VALORANT', enabled: false, position: 30 },
];

/** The categories routes over a list kept here, as the API would: PATCH changes a row, GET reads them in order. */
function categoriesApi(rows = seeded(), extra: Record<string, FakeRoute> = {}) {
  const list: FakeRoute = () => ({ status: 200, body: { items: [...rows].sort((a, b) => a.position - b.position) } });
  const patch =
    (id: number): FakeRoute =>
    (request) => {
      const row = rows.find((each) => each.categoryId === id);
      if (!row) return { status: 404 };
      Object.assign(row, JSON.parse(request.body) as Partial<AdminCategory>);
      return { status: 200, body: row };
    };
  const api = fakeApi({
    'GET /api/admin/categories': list,
    ...Object.fromEntries(rows.map((row) => [`PATCH /api/admin/categories/${row.categoryId}`, patch(row.categoryId)])),
    ...extra,
  });
  const patches = () =>
    api.seen.filter((request) => request.method === 'PATCH').map((request) => [request.path, JSON.parse(request.body) as unknown]);
  return { api, rows, patches };
}

const tableRows = () => within(screen.getByRole('table', { name: '카테고리' })).getAllByRole('row').slice(1);
const names = () => tableRows().map((row) => within(row).getAllByRole('cell')[1]?.textContent);
/** A dialog's first draw loads its form's code: on a busy two-core run that has taken more than findBy's 1 s. */
const DIALOG_WAIT = { timeout: 5000 };

test('content staff see every category in order, hidden ones marked, with the console menu entry', async () => {
  const { api } = categoriesApi();
  renderConsole({ store: makeTestStore(api.fetchFn, staffOf({ role: 'content' })), path: '/categories' });
  expect(await screen.findByRole('heading', { name: '카테고리', level: 1 })).toBeInTheDocument();
  await waitFor(() => expect(names()).toEqual(['토크', '음악', '발로란트']));
  expect(tableRows()[2]).toHaveTextContent('valorant');
  expect(tableRows()[2]).toHaveTextContent('게임');
  expect(tableRows()[2]).toHaveTextContent('숨김');
  expect(tableRows()[0]).toHaveTextContent('노출 중');
  expect(within(screen.getByRole('navigation', { name: '콘솔 메뉴' })).getByRole('link', { name: '카테고리' })).toBeInTheDocument();
  // The first cannot go up, the last cannot go down.
  expect(screen.getByRole('button', { name: '토크 위로 이동' })).toBeDisabled();
  expect(screen.getByRole('button', { name: '발로란트 아래로 이동' })).toBeDisabled();
});

test('moving one down swaps it with the next, and hiding and showing send enabled', async () => {
  const { api, patches } = categoriesApi();
  const user = userEvent.setup();
  renderConsole({ store: makeTestStore(api.fetchFn, staffOf({ role: 'content' })), path: '/categories' });
  await user.click(await screen.findByRole('button', { name: '토크 아래로 이동' }));
  await waitFor(() => expect(names()).toEqual(['음악', '토크', '발로란트']));
  // Only the two that swap are sent, in their new order.
  expect(patches()).toEqual([
    ['/api/admin/categories/2', { position: 10 }],
    ['/api/admin/categories/1', { position: 20 }],
  ]);

  await user.click(screen.getByRole('button', { name: '음악 숨기기' }));
  await waitFor(() => expect(tableRows()[0]).toHaveTextContent('숨김'));
  await user.click(screen.getByRole('button', { name: '발로란트 다시 노출' }));
  await waitFor(() => expect(tableRows()[2]).toHaveTextContent('노출 중'));
  expect(patches().slice(2)).toEqual([
    ['/api/admin/categories/2', { enabled: false }],
    ['/api/admin/categories/3', { enabled: true }],
  ]);
});

test('renaming changes both names; the address is not offered', async () => {
  const { api, patches } = categoriesApi();
  const user = userEvent.setup();
  renderConsole({ store: makeTestStore(api.fetchFn, staffOf({ role: 'super-admin' })), path: '/categories' });
  await user.click(await screen.findByRole('button', { name: '음악 이름 변경' }));
  const dialog = await screen.findByRole('dialog', { name: '음악 이름 변경' }, DIALOG_WAIT);
  expect(within(dialog).queryByLabelText('주소 (slug)')).not.toBeInTheDocument();
  const korean = within(dialog).getByLabelText('이름 (한국어)');
  await user.clear(korean);
  await user.click(within(dialog).getByRole('button', { name: '저장' }));
  expect(await within(dialog).findByText('한국어 이름을 입력해주세요.')).toBeInTheDocument();
  expect(patches()).toEqual([]);
  await user.type(korean, '음악·노래');
  const english = within(dialog).getByLabelText('이름 (영어)');
  await user.clear(english);
  await user.type(english, 'Music & Singing');
  await new Promise((resolve) => setTimeout(resolve, 500)); // the submit's double-click guard
  await user.click(within(dialog).getByRole('button', { name: '저장' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(patches()).toEqual([['/api/admin/categories/2', { kind: 'other', nameKo: '음악·노래', nameEn: 'Music & Singing' }]]);
  await waitFor(() => expect(names()).toEqual(['토크', '음악·노래', '발로란트']));
});

test('adding one puts it last; a taken address is refused in the API’s words and the dialog stays', async () => {
  const created: AdminCategory = { categoryId: 4, slug: 'dance', kind: 'other', nameKo: '댄스', nameEn: 'Dance', enabled: true, position: 40 };
  const rows = seeded();
  let calls = 0;
  const { api } = categoriesApi(rows, {
    'POST /api/admin/categories': (request) => {
      calls += 1;
      if (calls === 1) return refuse(409, 'CATEGORY_SLUG_TAKEN', { key: 'admin.categorySlugTaken' })(request);
      rows.push(created);
      return reply(created)(request);
    },
  });
  const user = userEvent.setup();
  renderConsole({ store: makeTestStore(api.fetchFn, staffOf({ role: 'content' })), path: '/categories' });
  // The button is drawn at once but stays disabled until the list has come: a click before then does nothing.
  const add = await screen.findByRole('button', { name: '카테고리 추가' });
  await waitFor(() => expect(add).toBeEnabled());
  await user.click(add);
  const dialog = await screen.findByRole('dialog', { name: '카테고리 추가' }, DIALOG_WAIT);
  await user.type(within(dialog).getByLabelText('주소 (slug)'), 'Dance Party');
  await user.type(within(dialog).getByLabelText('이름 (한국어)'), '댄스');
  await user.type(within(dialog).getByLabelText('이름 (영어)'), 'Dance');
  await user.click(within(dialog).getByRole('button', { name: '추가' }));
  expect(await within(dialog).findByText('주소는 영문 소문자, 숫자, 하이픈으로 40자까지 입력해주세요.')).toBeInTheDocument();
  expect(api.count('POST', '/api/admin/categories')).toBe(0);

  const slug = within(dialog).getByLabelText('주소 (slug)');
  await user.clear(slug);
  await user.type(slug, 'dance');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await user.click(within(dialog).getByRole('button', { name: '추가' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('이미 사용 중인 카테고리 주소입니다.');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await user.click(within(dialog).getByRole('button', { name: '추가' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const sent = api.seen.filter((request) => request.method === 'POST').at(-1);
  expect(JSON.parse(sent?.body ?? '')).toEqual({ slug: 'dance', kind: 'other', nameKo: '댄스', nameEn: 'Dance', position: 40 });
  await waitFor(() => expect(names()).toEqual(['토크', '음악', '발로란트', '댄스']));
});

test('an account of some brands reads the list, is told why, and is offered no change', async () => {
  const { api } = categoriesApi();
  renderConsole({ store: makeTestStore(api.fetchFn, staffOf({ role: 'content', brands: ['onair'] })), path: '/categories' });
  await waitFor(() => expect(names()).toEqual(['토크', '음악', '발로란트']));
  expect(screen.getByRole('note')).toHaveTextContent('전체 브랜드 계정만 바꿀 수 있습니다');
  expect(screen.queryByRole('button', { name: '카테고리 추가' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '토크 아래로 이동' })).not.toBeInTheDocument();
});

test('moderators have no such screen: the address leads home', async () => {
  const { api } = categoriesApi();
  renderConsole({ store: makeTestStore(api.fetchFn, staffOf({ role: 'moderator' })), path: '/categories' });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  expect(api.count('GET', '/api/admin/categories')).toBe(0);
});
