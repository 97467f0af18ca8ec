import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, inTurn, refuse, reply } from '@onair/store/testing';
import { makeTestStore, renderInConsole, staffOf } from '../../testing/render-console';
import { AccountChangesScreen } from './AccountChangesScreen';

const request = (overrides: Record<string, unknown> = {}) => ({
  requestId: 3,
  member: { memberId: 40, nickname: '스트리머' },
  requested: { bank_code: '088', bank_account: '110123456789', bank_holder_name: '김방송' },
  current: { bank_code: '004', bank_account: '99887766', bank_holder_name: '김방송' },
  status: 'requested',
  bankbook: { uploadId: 'bb-1', url: '/api/uploads/bb-1', fileName: 'bankbook.jpg', contentType: 'image/jpeg', sizeBytes: 900 },
  decisionReason: null,
  createdAt: '2026-12-05T01:00:00.000Z',
  decidedAt: null,
  ...overrides,
});
const page = (items: unknown[]) => ({ items, page: 1, size: 20, total: items.length });
const support = staffOf({ role: 'support', brands: ['onair'] });

beforeAll(() => {
  URL.createObjectURL = () => 'blob:test/bankbook';
  URL.revokeObjectURL = () => undefined;
});

test('the request shows both accounts and the bankbook copy', async () => {
  const api = fakeApi({
    'GET /api/admin/account-changes': reply(page([request()])),
    'GET /api/admin/attachments/bb-1': reply({}),
  });
  const user = userEvent.setup();
  renderInConsole(<AccountChangesScreen />, { store: makeTestStore(api.fetchFn, support), path: '/account-changes' });
  const row = await screen.findByRole('row', { name: /스트리머/ });
  expect(within(row).getByText('KB국민은행 99887766')).toBeInTheDocument();
  expect(within(row).getByText('신한은행 110123456789')).toBeInTheDocument();
  expect(within(row).getAllByText('김방송')).toHaveLength(2);
  expect(api.seen[0]?.url.search).toBe('?status=requested&page=1&size=20');
  await user.click(within(row).getByRole('button', { name: '스트리머 통장 사본 보기' }));
  const dialog = await screen.findByRole('dialog', { name: '스트리머님의 통장 사본' });
  expect(await within(dialog).findByRole('img', { name: 'bankbook.jpg' })).toHaveAttribute('src', 'blob:test/bankbook');
});

test('refusing needs a reason the member will read', async () => {
  const api = fakeApi({ 'GET /api/admin/account-changes': reply(page([request()])) });
  const user = userEvent.setup();
  renderInConsole(<AccountChangesScreen />, { store: makeTestStore(api.fetchFn, support), path: '/account-changes' });
  await user.click(await screen.findByRole('button', { name: '스트리머 계좌 변경 거절' }));
  const dialog = await screen.findByRole('dialog', { name: '스트리머님의 계좌 변경 거절' });
  await user.click(within(dialog).getByRole('button', { name: '거절' }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('사유를 입력해주세요.');
  expect(api.count('POST', '/api/admin/account-changes/3/refuse')).toBe(0);
});

test('a refusal is sent with its reason and the list is asked again', async () => {
  const api = fakeApi({
    'GET /api/admin/account-changes': inTurn(reply(page([request()])), reply(page([]))),
    'POST /api/admin/account-changes/3/refuse': reply(request({ status: 'rejected', decisionReason: '예금주 불일치' })),
  });
  const user = userEvent.setup();
  renderInConsole(<AccountChangesScreen />, { store: makeTestStore(api.fetchFn, support), path: '/account-changes' });
  await user.click(await screen.findByRole('button', { name: '스트리머 계좌 변경 거절' }));
  const dialog = await screen.findByRole('dialog', { name: '스트리머님의 계좌 변경 거절' });
  await user.type(within(dialog).getByLabelText('사유'), '예금주 불일치');
  await user.click(within(dialog).getByRole('button', { name: '거절' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(JSON.parse(api.seen.find((seen) => seen.method === 'POST')?.body ?? '')).toEqual({ reason: '예금주 불일치' });
  expect(await screen.findByText('이 상태의 요청이 없습니다.')).toBeInTheDocument();
});

test('an approval the API refuses says why in place', async () => {
  const api = fakeApi({
    'GET /api/admin/account-changes': reply(page([request()])),
    'POST /api/admin/account-changes/3/approve': refuse(409, 'ACCOUNT_CHANGE_DECIDED', { key: 'admin.accountChangeDecided' }),
  });
  const user = userEvent.setup();
  renderInConsole(<AccountChangesScreen />, { store: makeTestStore(api.fetchFn, support), path: '/account-changes' });
  await user.click(await screen.findByRole('button', { name: '스트리머 계좌 변경 승인' }));
  const dialog = await screen.findByRole('dialog', { name: '스트리머님의 계좌 변경 승인' });
  // The reason is optional here: approval goes through without one.
  await user.click(within(dialog).getByRole('button', { name: '승인' }));
  expect(await within(dialog).findByText('이미 처리된 계좌 변경 요청입니다.')).toBeInTheDocument();
  expect(JSON.parse(api.seen.find((seen) => seen.method === 'POST')?.body ?? '')).toEqual({ reason: '' });
});
