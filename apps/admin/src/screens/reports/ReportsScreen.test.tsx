import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, inTurn, refuse, reply } from '@onair/store/testing';
import { makeTestStore, renderInConsole, staffOf } from '../../testing/render-console';
import { ReportsScreen } from './ReportsScreen';

const reporter = { memberId: 7, nickname: '신고자' };
const summary = (overrides: Record<string, unknown> = {}) => ({
  reportId: 31,
  brand: 'onair',
  targetType: 'chat',
  targetId: 5,
  targetSeq: 12,
  reason: 1,
  status: 'received',
  outcome: null,
  reporter,
  createdAt: '2026-12-06T01:00:00.000Z',
  decidedAt: null,
  ...overrides,
});
const line = (seq: number, text: string, reported = false) => ({
  seq,
  memberId: reported ? 9 : 8,
  nickname: reported ? '욕설러' : '시청자',
  kind: 'chat',
  text,
  createdAt: '2026-12-06T00:59:00.000Z',
  reported,
});
const chatReport = (overrides: Record<string, unknown> = {}) => ({
  ...summary(overrides),
  content: '방송 중에 욕을 했습니다',
  attachments: [],
  decisionReason: null,
  reported: {
    kind: 'chat',
    channelId: 5,
    channelName: '밤샘 방송',
    lines: [line(11, '안녕하세요'), line(12, '나쁜 말', true), line(13, '그러지 마세요')],
  },
});
const page = (items: unknown[]) => ({ items, page: 1, size: 20, total: items.length });

const moderator = staffOf({ role: 'moderator', brands: ['onair'] });

test('the queue asks for one state at a time, oldest first, and narrows by target kind', async () => {
  const api = fakeApi({ 'GET /api/admin/reports': reply(page([summary()])) });
  const user = userEvent.setup();
  renderInConsole(<ReportsScreen />, { store: makeTestStore(api.fetchFn, moderator), path: '/reports' });
  const row = await screen.findByRole('row', { name: /#31/ });
  expect(row).toHaveTextContent('채팅');
  expect(row).toHaveTextContent('욕설/비방');
  expect(row).toHaveTextContent('신고자');
  expect(screen.getByRole('tab', { name: '접수' })).toHaveAttribute('aria-selected', 'true');

  await user.click(screen.getByRole('tab', { name: '검토 중' }));
  await user.selectOptions(screen.getByRole('combobox', { name: '신고 대상' }), 'comment');
  await waitFor(() => expect(api.seen).toHaveLength(3));
  expect(api.seen.map((request) => request.url.search)).toEqual([
    '?status=received&page=1&size=20',
    '?status=reviewing&page=1&size=20',
    '?status=reviewing&targetType=comment&page=1&size=20',
  ]);
  expect(screen.getByTestId('location')).toHaveTextContent('/reports?status=reviewing&targetType=comment');
});

test('a chat report shows the lines around it with the reported one marked, and who is involved', async () => {
  const api = fakeApi({
    'GET /api/admin/reports': reply(page([summary()])),
    'GET /api/admin/reports/31': reply(chatReport()),
  });
  const user = userEvent.setup();
  renderInConsole(<ReportsScreen />, { store: makeTestStore(api.fetchFn, moderator), path: '/reports' });
  await user.click(await screen.findByRole('button', { name: '신고 31 보기' }));
  const dialog = await screen.findByRole('dialog', { name: '신고 #31' });
  expect(await within(dialog).findByText('방송 중에 욕을 했습니다')).toBeInTheDocument();
  const lines = within(dialog).getAllByRole('listitem');
  expect(lines.map((item) => item.textContent)).toEqual([
    expect.stringContaining('안녕하세요'),
    expect.stringContaining('나쁜 말'),
    expect.stringContaining('그러지 마세요'),
  ]);
  expect(lines[1]).toHaveAttribute('aria-current', 'true');
  expect(lines[1]).toHaveTextContent('신고된 줄');
  expect(lines[0]).not.toHaveAttribute('aria-current');
  expect(within(dialog).getByText('신고자 (회원 7)')).toBeInTheDocument();
  expect(within(dialog).getByText('욕설러 (회원 9)')).toBeInTheDocument();
  // Hiding is for posts and comments only.
  expect(within(dialog).queryByRole('button', { name: '콘텐츠 숨김' })).not.toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/reports?report=31');
});

test('dismissing needs a reason', async () => {
  const api = fakeApi({
    'GET /api/admin/reports': reply(page([summary()])),
    'GET /api/admin/reports/31': reply(chatReport()),
    'POST /api/admin/reports/31/dismiss': refuse(409, 'REPORT_CLOSED', { key: 'admin.reportClosed' }),
  });
  const user = userEvent.setup();
  renderInConsole(<ReportsScreen />, { store: makeTestStore(api.fetchFn, moderator), path: '/reports?report=31' });
  const detail = await screen.findByRole('dialog', { name: '신고 #31' });
  await user.click(await within(detail).findByRole('button', { name: '기각' }));
  const confirm = await screen.findByRole('dialog', { name: '신고 #31 기각' });
  await user.click(within(confirm).getByRole('button', { name: '기각' }));
  expect(within(confirm).getByRole('alert')).toHaveTextContent('사유를 입력해주세요.');
  expect(api.count('POST', '/api/admin/reports/31/dismiss')).toBe(0);

});

test('a refused decision shows the API’s words in the confirm step', async () => {
  const api = fakeApi({
    'GET /api/admin/reports': reply(page([summary()])),
    'GET /api/admin/reports/31': reply(chatReport()),
    'POST /api/admin/reports/31/dismiss': refuse(409, 'REPORT_CLOSED', { key: 'admin.reportClosed' }),
  });
  const user = userEvent.setup();
  renderInConsole(<ReportsScreen />, { store: makeTestStore(api.fetchFn, moderator), path: '/reports?report=31' });
  const detail = await screen.findByRole('dialog', { name: '신고 #31' });
  await user.click(await within(detail).findByRole('button', { name: '기각' }));
  const again = await screen.findByRole('dialog', { name: '신고 #31 기각' });
  await user.type(within(again).getByLabelText('사유'), '정상적인 대화입니다');
  await user.click(within(again).getByRole('button', { name: '기각' }));
  expect(await within(again).findByText('이미 처리가 끝난 신고입니다.')).toBeInTheDocument();
  expect(JSON.parse(api.seen.find((request) => request.method === 'POST')?.body ?? '')).toEqual({
    reason: '정상적인 대화입니다',
  });
});

test('a dismissed report leaves the queue and says it is closed', async () => {
  const api = fakeApi({
    'GET /api/admin/reports': inTurn(reply(page([summary()])), reply(page([]))),
    'GET /api/admin/reports/31': inTurn(
      reply(chatReport()),
      reply({ ...chatReport({ status: 'dismissed' }), decisionReason: '정상적인 대화입니다' }),
    ),
    'POST /api/admin/reports/31/dismiss': reply(chatReport({ status: 'dismissed' })),
  });
  const user = userEvent.setup();
  renderInConsole(<ReportsScreen />, { store: makeTestStore(api.fetchFn, moderator), path: '/reports?report=31' });
  const detail = await screen.findByRole('dialog', { name: '신고 #31' });
  await user.click(await within(detail).findByRole('button', { name: '기각' }));
  const confirm = await screen.findByRole('dialog', { name: '신고 #31 기각' });
  await user.type(within(confirm).getByLabelText('사유'), '정상적인 대화입니다');
  await user.click(within(confirm).getByRole('button', { name: '기각' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '신고 #31 기각' })).not.toBeInTheDocument());
  expect(await within(detail).findByText('처리가 끝난 신고입니다.')).toBeInTheDocument();
  expect(within(detail).getByText('처리 사유: 정상적인 대화입니다')).toBeInTheDocument();
  expect(within(detail).queryByRole('button', { name: '기각' })).not.toBeInTheDocument();
  await waitFor(() => expect(api.count('GET', '/api/admin/reports')).toBe(2));
  expect(await screen.findByText('이 상태의 신고가 없습니다.')).toBeInTheDocument();
});

test('a post can be hidden, and an outcome recorded with its reason', async () => {
  const post = {
    ...chatReport({ targetType: 'board', targetSeq: null }),
    reported: {
      kind: 'board',
      boardId: 4,
      channelId: 5,
      title: '광고 글',
      content: '싸게 팝니다',
      author: { memberId: 9, nickname: '광고주' },
      hidden: false,
      deleted: false,
      createdAt: '2026-12-06T00:00:00.000Z',
    },
  };
  const api = fakeApi({
    'GET /api/admin/reports': reply(page([summary({ targetType: 'board' })])),
    'GET /api/admin/reports/31': reply(post),
    'POST /api/admin/reports/31/action': reply({ ...post, status: 'actioned', outcome: 'sanctioned' }),
  });
  const user = userEvent.setup();
  renderInConsole(<ReportsScreen />, { store: makeTestStore(api.fetchFn, moderator), path: '/reports?report=31' });
  const detail = await screen.findByRole('dialog', { name: '신고 #31' });
  expect(await within(detail).findByText('싸게 팝니다')).toBeInTheDocument();
  expect(within(detail).getByText('게시글: 광고 글')).toBeInTheDocument();
  expect(within(detail).getByRole('button', { name: '콘텐츠 숨김' })).toBeInTheDocument();

  await user.click(within(detail).getByRole('button', { name: '조치 기록' }));
  const confirm = await screen.findByRole('dialog', { name: '신고 #31 조치 기록' });
  await user.selectOptions(within(confirm).getByLabelText('조치 내용'), 'taken-down');
  await user.type(within(confirm).getByLabelText('사유'), '방송을 중단했습니다');
  await user.click(within(confirm).getByRole('button', { name: '조치 기록' }));
  await waitFor(() => expect(api.count('POST', '/api/admin/reports/31/action')).toBe(1));
  expect(JSON.parse(api.seen.find((request) => request.method === 'POST')?.body ?? '')).toEqual({
    outcome: 'taken-down',
    reason: '방송을 중단했습니다',
  });
});

test('under 전체 브랜드 the queue says whose it is; a chosen brand is asked for as x-site-code', async () => {
  const api = fakeApi({ 'GET /api/admin/reports': reply(page([])) });
  const staff = staffOf({ role: 'moderator', brands: ['mint', 'bellcast'] });
  renderInConsole(<ReportsScreen />, { store: makeTestStore(api.fetchFn, staff), path: '/reports' });
  expect(await screen.findByRole('note')).toHaveTextContent('전체 브랜드에서는 bellcast의 목록을 보여줍니다.');
  await screen.findByText('이 상태의 신고가 없습니다.');
  expect(api.seen[0]?.headers.get('x-site-code')).toBe('bellcast');
});

test('a chosen brand needs no note', async () => {
  const api = fakeApi({ 'GET /api/admin/reports': reply(page([])) });
  renderInConsole(<ReportsScreen />, { store: makeTestStore(api.fetchFn, moderator, { brand: 'onair' }), path: '/reports' });
  await screen.findByText('이 상태의 신고가 없습니다.');
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
});
