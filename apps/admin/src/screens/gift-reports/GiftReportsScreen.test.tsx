import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, inTurn, refuse, reply } from '@onair/store/testing';
import { makeTestStore, renderInConsole, staffOf } from '../../testing/render-console';
import { GiftReportsScreen } from './GiftReportsScreen';
import { afterClickGuard } from '@onair/ui/testing';

const report = (overrides: Record<string, unknown> = {}) => ({
  reportId: 7,
  giftId: 501,
  brand: 'onair',
  state: 'reported',
  sender: { memberId: 11, nickname: '실수한팬' },
  recipient: { memberId: 12, nickname: '방송인', channelName: '방송인의 채널' },
  itemCode: 100,
  amount: 10000,
  netAmount: 8000,
  giftedAt: '2026-12-05T01:00:00.000Z',
  reportedAt: '2026-12-05T01:04:00.000Z',
  recipientAvailable: 8000,
  decidedAt: null,
  decisionReason: null,
  ...overrides,
});
const page = (items: unknown[]) => ({ items, page: 1, size: 20, total: items.length });
const finance = staffOf({ role: 'finance', brands: ['onair'] });

test('the queue shows the gift, both members and what the recipient still holds', async () => {
  const api = fakeApi({ 'GET /api/admin/gift-reports': reply(page([report()])) });
  renderInConsole(<GiftReportsScreen />, { store: makeTestStore(api.fetchFn, finance), path: '/gift-reports' });
  const row = await screen.findByRole('row', { name: /실수한팬/ });
  expect(within(row).getByText('방송인')).toBeInTheDocument();
  expect(within(row).getByText('10,000 (아이템 100)')).toBeInTheDocument();
  expect(within(row).getByText('받은 몫 8,000')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: '실수한팬님의 선물 되돌리기' })).toBeEnabled();
  expect(api.seen[0]?.url.search).toBe('?state=reported&page=1&size=20');
});

test('a gift the recipient has withdrawn cannot be reversed, only refused', async () => {
  const api = fakeApi({ 'GET /api/admin/gift-reports': reply(page([report({ recipientAvailable: 3000 })])) });
  renderInConsole(<GiftReportsScreen />, { store: makeTestStore(api.fetchFn, finance), path: '/gift-reports' });
  const row = await screen.findByRole('row', { name: /실수한팬/ });
  expect(within(row).getByText('출금됨: 되돌릴 수 없음')).toBeInTheDocument();
  expect(within(row).getByRole('button', { name: '실수한팬님의 선물 되돌리기' })).toBeDisabled();
  expect(within(row).getByRole('button', { name: '실수한팬님의 신고 반려' })).toBeEnabled();
});

test('a reversal is sent with its reason, and the queue is asked again', async () => {
  const api = fakeApi({
    'GET /api/admin/gift-reports': inTurn(reply(page([report()])), reply(page([]))),
    'POST /api/admin/gift-reports/7/reverse': reply(report({ state: 'reversed', decisionReason: '금액 오입력 확인' })),
  });
  const user = userEvent.setup();
  renderInConsole(<GiftReportsScreen />, { store: makeTestStore(api.fetchFn, finance), path: '/gift-reports' });
  await user.click(await screen.findByRole('button', { name: '실수한팬님의 선물 되돌리기' }));
  const dialog = await screen.findByRole('dialog', { name: '실수한팬님의 선물 되돌리기' });
  expect(dialog).toHaveTextContent('방송인님이 받은 8,000와 수수료를 거둬 보낸 회원에게 10,000를 돌려줍니다.');
  await user.click(within(dialog).getByRole('button', { name: '되돌리기' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('사유를 입력해주세요.');
  expect(api.count('POST', '/api/admin/gift-reports/7/reverse')).toBe(0);
  await user.type(within(dialog).getByLabelText('사유'), '금액 오입력 확인');
  // The same button again: a second click within its double-click guard would be swallowed.
  await afterClickGuard();
  await user.click(within(dialog).getByRole('button', { name: '되돌리기' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(JSON.parse(api.seen.find((seen) => seen.method === 'POST')?.body ?? '')).toEqual({
    reason: '금액 오입력 확인',
  });
  expect(await screen.findByText('이 상태의 신고가 없습니다.')).toBeInTheDocument();
});

test('a reversal the ledger refuses says why in place', async () => {
  const api = fakeApi({
    'GET /api/admin/gift-reports': reply(page([report()])),
    'POST /api/admin/gift-reports/7/reverse': refuse(409, 'CONFLICT', { key: 'money.giftAlreadyWithdrawn' }),
  });
  const user = userEvent.setup();
  renderInConsole(<GiftReportsScreen />, { store: makeTestStore(api.fetchFn, finance), path: '/gift-reports' });
  await user.click(await screen.findByRole('button', { name: '실수한팬님의 선물 되돌리기' }));
  const dialog = await screen.findByRole('dialog', { name: '실수한팬님의 선물 되돌리기' });
  await user.type(within(dialog).getByLabelText('사유'), '확인');
  await user.click(within(dialog).getByRole('button', { name: '되돌리기' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    '받은 쪽에서 이미 출금했거나 출금 신청한 금액이라 선물을 되돌릴 수 없습니다.',
  );
});
