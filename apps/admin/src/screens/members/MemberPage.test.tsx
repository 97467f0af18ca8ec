import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterClickGuard } from '@onair/ui/testing';
import { fakeApi, inTurn, pageOf, refuse, reply } from '@onair/store/testing';
import { makeTestStore, renderConsole, staffOf } from '../../testing/render-console';
import { detailOf, memberOf } from './member-fixtures';

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
  });
  renderConsole({ store: makeTestStore(api.fetchFn), path: PAGE });
  expect(await screen.findByRole('heading', { level: 1, name: '김시청 (kimviewer)' })).toBeInTheDocument();
  expect(screen.getByText('인증 완료')).toBeInTheDocument();
  expect(screen.getByRole('table', { name: '제재 이력' })).toHaveTextContent('욕설 반복');
  expect(screen.getByRole('table', { name: '받은 신고' })).toHaveTextContent('채팅에서 욕설을 합니다');
  expect(screen.getByRole('table', { name: '한 신고' })).toHaveTextContent('신고 내역이 없습니다.');
  expect(screen.getByText('잔액 1,500 (조회만 가능)')).toBeInTheDocument();
  expect(await screen.findByRole('cell', { name: '+1,500' })).toBeInTheDocument();
});

test('a block for 7 days asks for a reason, confirms, sends it, and the page shows it', async () => {
  const api = fakeApi({
    'GET /api/admin/members/501': inTurn(reply(detailOf()), reply(detailOf(blocked))),
    'GET /api/admin/members/501/ledger': reply(ledger),
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
