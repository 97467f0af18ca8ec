import { screen } from '@testing-library/react';
import { reply } from '@onair/store/testing';
import { CATALOG, walletOf } from '../testing/fixtures';
import { renderMoney } from '../testing/renderMoney';
import { ShopPage } from '../shop/ShopPage';
import { BalanceSummary } from '../wallet/BalanceSummary';

const KO_EXPLAIN =
  '결제사가 환불한 결제에서 이미 사용하신 러브입니다. 다음 충전, 쿠폰, 교환으로 들어오는 러브에서 먼저 정산됩니다.';

const withWallet = (luv: number, owed: number) => ({
  routes: { 'GET /api/luv/items-sum': reply(walletOf(luv, [], owed)) },
});

test('a member who owes sees how much under the balance, and why and how it is settled', async () => {
  await renderMoney(<BalanceSummary />, withWallet(0, 1500));
  const notice = await screen.findByRole('note');
  expect(notice).toHaveTextContent('미납 러브 1,500 러브');
  expect(notice).toHaveTextContent(KO_EXPLAIN);
  expect(screen.getByText('0 러브')).toBeInTheDocument();
});

test('a member who owes nothing sees no notice', async () => {
  await renderMoney(<BalanceSummary />, withWallet(4200, 0));
  expect(await screen.findByText('4,200 러브')).toBeInTheDocument();
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
  expect(screen.queryByText(/미납/)).not.toBeInTheDocument();
});

test('in English, with the brand’s currency name', async () => {
  await renderMoney(<BalanceSummary />, { ...withWallet(300, 700), locale: 'en' });
  const notice = await screen.findByRole('note');
  expect(notice).toHaveTextContent('luv owed 700 luv');
  expect(notice).toHaveTextContent(
    'You had already spent this luv from a payment the gateway refunded. It is settled first from the next luv you buy, redeem or exchange for.',
  );
});

test('the shop says it too, where the next purchase would settle it', async () => {
  await renderMoney(<ShopPage />, {
    routes: {
      'GET /api/shoppings/products': reply(CATALOG),
      'GET /api/luv/items-sum': reply(walletOf(0, [], 2000)),
    },
  });
  expect(await screen.findByRole('note')).toHaveTextContent('미납 러브 2,000 러브');
});
