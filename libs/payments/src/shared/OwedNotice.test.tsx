import { screen } from '@testing-library/react';
import { reply } from '@onair/store/testing';
import { CATALOG, walletOf } from '../testing/fixtures';
import { renderMoney } from '../testing/render-money';
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
  expect(notice).toHaveTextContent('Unpaid luv 700 luv');
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

test('items owed after a refunded item package are listed by name, with how they are settled', async () => {
  await renderMoney(<BalanceSummary />, {
    routes: {
      'GET /api/luv/items-sum': reply(
        walletOf(0, [], 0, [
          { itemCode: 420, quantity: 2 },
          { itemCode: 440, quantity: 3 },
        ]),
      ),
    },
  });
  const notice = await screen.findByRole('note');
  expect(notice).toHaveTextContent('미납 아이템');
  expect(notice).not.toHaveTextContent('미납 러브');
  const lines = Array.from(notice.querySelectorAll('li')).map((line) => line.textContent);
  expect(lines).toEqual(['1일 입장권 × 2', '이벤트 아이템 #1 × 3']);
  expect(notice).toHaveTextContent(
    '결제사가 환불한 아이템 결제에서 이미 사용하신 아이템입니다. 같은 아이템을 다음에 구매하면 먼저 정산됩니다.',
  );
});

test('currency and items owed at once are both shown', async () => {
  await renderMoney(<BalanceSummary />, {
    routes: { 'GET /api/luv/items-sum': reply(walletOf(0, [], 900, [{ itemCode: 441, quantity: 1 }])) },
  });
  const notice = await screen.findByRole('note');
  expect(notice).toHaveTextContent('미납 러브 900 러브');
  expect(notice).toHaveTextContent('미납 아이템');
  expect(notice).toHaveTextContent('이벤트 아이템 #2 × 1');
});
