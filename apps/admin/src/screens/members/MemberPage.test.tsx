import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterClickGuard } from '@onair/ui/testing';
import { fakeApi, inTurn, pageOf, refuse, reply } from '@onair/store/testing';
import { makeTestStore, renderConsole, staffOf } from '../../testing/render-console';
import { detailOf, memberListRoutes, memberOf, reportOf } from './member-fixtures';

const ledger = pageOf(
  [
    {
      txId: 1,
      reason: 'purchase',
      reference: 'pay-1',
      itemCode: 100,
      amount: 1500,
      createdAt: '2026-12-01T00:00:00.000Z',
      channelName: null,
    },
  ],
  1,
  20,
);
const PAGE = '/members/501';
const blocked = memberOf({ block: { active: true, until: '2026-12-13T00:00:00.000Z' } });

test('the page shows who the member is, their sanctions, reports and wallet', async () => {
  const api = fakeApi({
    'GET /api/admin/members/501': reply(detailOf()),
    'GET /api/admin/members/501/ledger': reply(ledger),
    ...memberListRoutes(),
  });
  renderConsole({ store: makeTestStore(api.fetchFn), path: PAGE });
  expect(await screen.findByRole('heading', { level: 1, name: '김시청 (kimviewer)' })).toBeInTheDocument();
  expect(screen.getByText('인증 완료')).toBeInTheDocument();
  expect(screen.getByRole('table', { name: '제재 이력' })).toHaveTextContent('욕설 반복');
  expect(await screen.findByRole('table', { name: '받은 신고' })).toHaveTextContent('채팅에서 욕설을 합니다');
  expect(await screen.findByText('신고 내역이 없습니다.')).toBeInTheDocument();
  // The wallet counts the brand's currency, not won: each amount says its unit.
  expect(screen.getByText('잔액 1,500개 (조회만 가능)')).toBeInTheDocument();
  expect(screen.getByText('지갑 잔액').parentElement).toHaveTextContent('지갑 잔액1,500개');
  expect(await screen.findByRole('cell', { name: '+1,500개' })).toBeInTheDocument();
});

test('a block for 7 days asks for a reason, confirms, sends it, and the page shows it', async () => {
  const api = fakeApi({
    'GET /api/admin/members/501': inTurn(reply(detailOf()), reply(detailOf(blocked))),
    'GET /api/admin/members/501/ledger': reply(ledger),
    ...memberListRoutes(),
    'POST /api/admin/members/501/sanctions': reply({}, 201),
  });
  const user = userEvent.setup();
  renderConsole({ store: makeTestStore(api.fetchFn, staffOf({ role: 'moderator' })), path: PAGE });
  await user.click(await screen.findByRole('button', { name: '차단' }));
  const dialog = screen.getByRole('dialog', { name: 'kimviewer 차단' });
  await user.click(within(dialog).getByRole('button', { name: '다음' }));
  // The footer's button turns from 다음 into the action: a double-click must not confirm.
  await afterClickGuard();
  expect(within(dialog).getByRole('alert')).toHaveTextContent('사유를 입력해주세요.');

  await user.type(within(dialog).getByLabelText('사유'), '불법 광고');
  await user.click(within(dialog).getByRole('button', { name: '다음' }));
  await afterClickGuard();
  // The confirm step repeats what will happen; nothing is sent before it is confirmed.
  expect(within(dialog).getByText('kimviewer 회원을 7일 동안 차단합니다.')).toBeInTheDocument();
  expect(api.count('POST', '/api/admin/members/501/sanctions')).toBe(0);
  await user.click(within(dialog).getByRole('button', { name: '차단' }));

  expect(await screen.findByRole('button', { name: '차단 해제' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const sent = api.seen.find((request) => request.method === 'POST');
  expect(JSON.parse(sent?.body ?? '')).toEqual({ kind: 'block', reason: '불법 광고', days: 7 });
  expect(api.count('GET', '/api/admin/members/501')).toBe(2);
});

test('a permanent chat ban sends no days', async () => {
  const banned = memberOf({ chatBan: { active: true, until: null } });
  const api = fakeApi({
    'GET /api/admin/members/501': inTurn(reply(detailOf()), reply(detailOf(banned))),
    'GET /api/admin/members/501/ledger': reply(ledger),
    ...memberListRoutes(),
    'POST /api/admin/members/501/sanctions': reply({}, 201),
  });
  const user = userEvent.setup();
  renderConsole({ store: makeTestStore(api.fetchFn), path: PAGE });
  await user.click(await screen.findByRole('button', { name: '채팅 금지' }));
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByLabelText('영구'));
  await user.type(within(dialog).getByLabelText('사유'), '도배');
  await user.click(within(dialog).getByRole('button', { name: '다음' }));
  await afterClickGuard();
  expect(within(dialog).getByText('kimviewer 회원을 영구적으로 채팅 금지합니다.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '채팅 금지' }));
  expect(await screen.findByRole('button', { name: '채팅 금지 해제' })).toBeInTheDocument();
  const sent = api.seen.find((request) => request.method === 'POST');
  expect(JSON.parse(sent?.body ?? '')).toEqual({ kind: 'chat-ban', reason: '도배', days: null });
});

test('a refused lift shows the API’s words in the dialog', async () => {
  const api = fakeApi({
    'GET /api/admin/members/501': reply(detailOf(blocked)),
    'GET /api/admin/members/501/ledger': reply(ledger),
    ...memberListRoutes(),
    'POST /api/admin/members/501/sanctions/lift': refuse(409, 'CONFLICT', '해제할 제재가 없습니다.'),
  });
  const user = userEvent.setup();
  renderConsole({ store: makeTestStore(api.fetchFn), path: PAGE });
  await user.click(await screen.findByRole('button', { name: '차단 해제' }));
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByLabelText('사유'), '이의 신청 인용');
  await user.click(within(dialog).getByRole('button', { name: '다음' }));
  await afterClickGuard();
  await user.click(within(dialog).getByRole('button', { name: '차단 해제' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('해제할 제재가 없습니다.');
  const sent = api.seen.find((request) => request.method === 'POST');
  expect(JSON.parse(sent?.body ?? '')).toEqual({ kind: 'block', reason: '이의 신청 인용' });
});

test('only a super-admin may change the user type', async () => {
  const api = fakeApi({
    'GET /api/admin/members/501': inTurn(
      reply(detailOf()),
      reply(detailOf()),
      reply(detailOf(memberOf({ userType: 'P' }))),
    ),
    'GET /api/admin/members/501/ledger': reply(ledger),
    ...memberListRoutes(),
    'PUT /api/admin/members/501/user-type': reply(memberOf({ userType: 'P' })),
  });
  const user = userEvent.setup();
  const { unmount } = renderConsole({
    store: makeTestStore(api.fetchFn, staffOf({ role: 'moderator' })),
    path: PAGE,
  });
  await screen.findByRole('button', { name: '차단' });
  expect(screen.queryByRole('button', { name: '회원 유형 변경' })).not.toBeInTheDocument();
  unmount();

  renderConsole({ store: makeTestStore(api.fetchFn), path: PAGE });
  await user.click(await screen.findByRole('button', { name: '회원 유형 변경' }));
  const dialog = screen.getByRole('dialog');
  await user.selectOptions(within(dialog).getByLabelText('회원 유형'), 'P');
  await user.type(within(dialog).getByLabelText('사유'), '수사기관 계정');
  await user.click(within(dialog).getByRole('button', { name: '다음' }));
  await afterClickGuard();
  await user.click(within(dialog).getByRole('button', { name: '회원 유형 변경' }));
  expect(await screen.findByText('P · 경찰')).toBeInTheDocument();
  const sent = api.seen.find((request) => request.method === 'PUT');
  expect(JSON.parse(sent?.body ?? '')).toEqual({ userType: 'P', reason: '수사기관 계정' });
});

test('reports and inquiries are asked of the server a page at a time, each table paged apart', async () => {
  const against = Array.from({ length: 10 }, (_, n) =>
    reportOf({ declarationId: 100 + n, content: `받은 신고 ${n}`, status: n === 0 ? 'actioned' : 'reviewing' }),
  );
  const api = fakeApi({
    'GET /api/admin/members/501': reply(detailOf()),
    'GET /api/admin/members/501/ledger': reply(ledger),
    ...memberListRoutes(),
    'GET /api/admin/members/501/reports': ({ url }) => {
      const page = Number(url.searchParams.get('page'));
      if (url.searchParams.get('side') === 'by') return { status: 200, body: pageOf([], 1, 10, 0) };
      return {
        status: 200,
        body: pageOf(
          page === 1
            ? against
            : [reportOf({ declarationId: 1, content: '가장 오래된 신고', targetType: 'channel', targetId: 77 })],
          page,
          10,
          11,
        ),
      };
    },
  });
  const user = userEvent.setup();
  renderConsole({ store: makeTestStore(api.fetchFn), path: PAGE });
  const table = await screen.findByRole('table', { name: '받은 신고' });
  expect(await within(table).findByText('받은 신고 0')).toBeInTheDocument();
  // Stored codes read as words: the report's state and what was reported.
  expect(within(table).getAllByText('검토 중')).toHaveLength(9);
  expect(within(table).getByText('조치 완료')).toBeInTheDocument();
  expect(within(table).getAllByText('회원 #501')).toHaveLength(10);

  const section = table.closest('section') as HTMLElement;
  await user.click(within(section).getByRole('button', { name: '다음' }));
  expect(await within(section).findByText('가장 오래된 신고')).toBeInTheDocument();
  expect(within(section).getByText('채널 #77')).toBeInTheDocument();
  const asked = api.seen
    .filter((request) => request.path === '/api/admin/members/501/reports')
    .map(
      (request) =>
        `${request.url.searchParams.get('side')} ${request.url.searchParams.get('page')} ${request.url.searchParams.get('size')}`,
    );
  expect(asked).toEqual(expect.arrayContaining(['against 1 10', 'by 1 10', 'against 2 10']));
  // Only the table paged moved: the other list and the ledger stayed on their first page.
  expect(screen.getByTestId('location')).toHaveTextContent('reports-against-page=2');
  expect(asked.filter((line) => line.startsWith('by'))).toEqual(['by 1 10']);
  expect(api.seen.filter((request) => request.path === '/api/admin/members/501/inquiries')).toHaveLength(1);
});

test('ledger reasons read as words, an unknown one as its code', async () => {
  const entries = pageOf(
    [
      {
        txId: 1,
        reason: 'gift',
        reference: 'gift:1',
        itemCode: 100,
        amount: -300,
        createdAt: '2026-12-01T00:00:00.000Z',
        channelName: '방',
      },
      {
        txId: 2,
        reason: 'adjustment',
        reference: 'adj:1',
        itemCode: 100,
        amount: 500,
        createdAt: '2026-12-01T00:00:00.000Z',
        channelName: null,
      },
      {
        txId: 3,
        reason: 'lottery',
        reference: 'x:1',
        itemCode: 100,
        amount: 1,
        createdAt: '2026-12-01T00:00:00.000Z',
        channelName: null,
      },
    ],
    1,
    20,
  );
  const api = fakeApi({
    'GET /api/admin/members/501': reply(detailOf()),
    'GET /api/admin/members/501/ledger': reply(entries),
    ...memberListRoutes(),
  });
  renderConsole({ store: makeTestStore(api.fetchFn), path: PAGE });
  const ledgerTable = await screen.findByRole('table', { name: '지갑 내역' });
  expect(await within(ledgerTable).findByText('선물')).toBeInTheDocument();
  expect(within(ledgerTable).getByText('운영 조정')).toBeInTheDocument();
  expect(within(ledgerTable).getByText('lottery')).toBeInTheDocument();
});
