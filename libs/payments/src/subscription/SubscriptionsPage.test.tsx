import { screen, waitFor, within } from '@testing-library/react';
import { pageOf, reply } from '@onair/store/testing';
import { renderMoney } from '../testing/render-money';
import { SubscriptionsPage } from './SubscriptionsPage';

const subscription = (subscriptionId: number, state: number, autoRenew = false) => ({
  subscriptionId,
  channelId: 40 + subscriptionId,
  channelName: `채널${subscriptionId}`,
  memberNickname: '라이브팬',
  plan: subscriptionId === 1 ? 'oneMonth' : 'threeMonths',
  state,
  autoRenew,
  startedAt: '2025-08-13T06:00:00.000Z',
  expiresAt: '2025-09-13T06:00:00.000Z',
  periods: 1,
});

test('every state has its label; a renewing one shows its next charge and stops renewing in one action', async () => {
  const items = [
    subscription(1, 1, true),
    subscription(2, 2),
    subscription(3, 3),
    subscription(4, 4),
    subscription(5, 5),
  ];
  const { user, api } = await renderMoney(<SubscriptionsPage />, {
    routes: {
      'GET /api/my/subscriptions': reply(pageOf(items)),
      'POST /api/my/subscriptions/1/cancel-renewal': reply({ ...items[0], state: 5, autoRenew: false }),
    },
  });
  const rows = within(await screen.findByRole('list', { name: '구독 관리' })).getAllByRole('listitem');
  expect(rows.map((row) => row.querySelector('.rounded')?.textContent)).toEqual([
    '구독 중',
    '구독 해지',
    '만료',
    '미사용',
    '갱신 해지',
  ]);
  expect(rows[0]).toHaveTextContent('1개월 · 2025. 9. 13.까지 · 다음 자동 결제 2025. 9. 13. · 3,300 러브');
  expect(rows.slice(1).every((row) => within(row).queryByRole('button') === null)).toBe(true);

  await user.click(within(rows[0] as HTMLElement).getByRole('button', { name: '갱신 해지' }));
  await waitFor(() => expect(api.count('POST', '/api/my/subscriptions/1/cancel-renewal')).toBe(1));
  expect(
    await screen.findByText('자동 갱신이 해지되었습니다. 2025. 9. 13.까지는 구독이 유지됩니다.'),
  ).toBeInTheDocument();
});

test('no subscriptions yet: says so and leads to the live channels', async () => {
  await renderMoney(<SubscriptionsPage />, { routes: { 'GET /api/my/subscriptions': reply(pageOf([])) } });
  expect(await screen.findByText('구독 중인 채널이 없습니다.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '라이브 방송 둘러보기' })).toHaveAttribute('href', '/');
});

test('mint has no subscriptions', async () => {
  await renderMoney(<SubscriptionsPage />, { brand: 'mint' });
  expect(screen.getByRole('heading', { name: '이용할 수 없는 서비스입니다' })).toBeInTheDocument();
});
