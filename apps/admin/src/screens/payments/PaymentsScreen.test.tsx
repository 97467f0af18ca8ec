import { screen, waitFor } from '@testing-library/react';
import { fakeApi, reply } from '@onair/store/testing';
import { makeTestStore, renderInConsole, staffOf } from '../../testing/render-console';
import { PaymentsScreen } from './PaymentsScreen';

const payment = {
  orderId: 'ORD-20261207-0001',
  memberId: 42,
  loginId: 'luvfan',
  kind: 'luv',
  itemCode: 100,
  quantity: 1000,
  price: 1100,
  method: 'creditcard',
  state: 9,
  createdAt: '2026-12-07T01:00:00.000Z',
  approvedAt: '2026-12-07T01:00:05.000Z',
  cancelledAt: null,
};
const finance = staffOf({ role: 'finance', brands: ['onair'] });

/** The screen at `path`: its filters come from the query string, as 검색 leaves them there. */
function renderPayments(path: string) {
  const api = fakeApi({ 'GET /api/admin/payments': reply({ items: [payment], page: 1, size: 50, total: 1 }) });
  renderInConsole(<PaymentsScreen />, { store: makeTestStore(api.fetchFn, finance), path });
  return { api };
}

const asked = (api: ReturnType<typeof fakeApi>) =>
  api.seen.filter((request) => request.path === '/api/admin/payments').map((request) => request.url.searchParams);

test('a member number filters the payments by that member', async () => {
  const { api } = renderPayments('/payments?memberId=42');
  await screen.findByText('ORD-20261207-0001');
  expect(screen.getByLabelText('회원 번호')).toHaveValue('42');
  await waitFor(() => expect(asked(api).at(-1)?.get('memberId')).toBe('42'));
  expect(screen.queryByText('회원 번호는 숫자로만 찾을 수 있어 이 조건은 적용되지 않았습니다.')).not.toBeInTheDocument();
});

test('a member number that is not a number is not applied, and the field says so', async () => {
  const { api } = renderPayments('/payments?memberId=luvfan');
  await screen.findByText('ORD-20261207-0001');
  expect(await screen.findByText('회원 번호는 숫자로만 찾을 수 있어 이 조건은 적용되지 않았습니다.')).toBeInTheDocument();
  expect(screen.getByLabelText('회원 번호')).toHaveValue('luvfan');
  expect(asked(api).every((params) => !params.has('memberId'))).toBe(true);
});
