import { screen } from '@testing-library/react';
import { reply } from '@onair/store/testing';
import { walletOf } from '../testing/fixtures';
import { renderMoney, STREAMER } from '../testing/render-money';
import { BalanceChip } from './BalanceChip';
import { usePaymentNavLinks } from './use-payment-nav-links';

function Links() {
  return (
    <ul>
      {usePaymentNavLinks().map((link) => (
        <li key={link.key}>{`${link.label} ${link.to}`}</li>
      ))}
    </ul>
  );
}

test.each([
  [
    'onair',
    'ko',
    [
      '내 지갑 /my/wallet',
      '러브 충전 /luv/shop',
      '구독 관리 /my/subscriptions',
      '교환 이벤트 /events/exchange',
      '수익 및 출금 /my/earnings',
    ],
  ],
  ['bellcast', 'ko', ['내 지갑 /my/wallet', '수익 및 출금 /my/earnings']],
  // Gifts without withdrawals: the page of what was received, named for what it holds.
  ['mint', 'en', ['My wallet /my/wallet', 'Buy luv /luv/shop', 'Earnings /my/earnings']],
  [
    'nova',
    'ko',
    ['내 지갑 /my/wallet', '러브 충전 /luv/shop', '구독 관리 /my/subscriptions', '수익 내역 /my/earnings'],
  ],
] as const)('%s (%s) links a streamer to only the money pages it offers', async (brand, locale, expected) => {
  await renderMoney(<Links />, { brand, locale, member: STREAMER });
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(expected);
});

test.each(['onair', 'bellcast', 'nova'] as const)(
  '%s: a member without a channel is not led to 수익 및 출금, a page only for streamers',
  async (brand) => {
    await renderMoney(<Links />, { brand });
    const links = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(links).toContain('내 지갑 /my/wallet');
    expect(links.filter((link) => link.endsWith('/my/earnings'))).toEqual([]);
  },
);

test('the balance chip: the balance to the wallet and + to the shop', async () => {
  await renderMoney(<BalanceChip />, { routes: { 'GET /api/luv/items-sum': reply(walletOf(12500)) } });
  expect(await screen.findByRole('link', { name: '내 지갑: 12,500 러브' })).toHaveAttribute('href', '/my/wallet');
  expect(screen.getByRole('link', { name: '러브 충전' })).toHaveAttribute('href', '/luv/shop');
});

test('no chip for a visitor, nor where the brand sells no currency', async () => {
  const visitor = await renderMoney(<BalanceChip />, { member: null });
  expect(visitor.container.querySelector('a')).toBeNull();
  visitor.unmount();
  const bellcast = await renderMoney(<BalanceChip />, { brand: 'bellcast' });
  expect(bellcast.container.querySelector('a')).toBeNull();
  expect(bellcast.store.getState().api.queries).toEqual({});
});
