import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { dropConnection, inTurn, refuse, reply } from '@onair/store/testing';
import { afterClickGuard } from '@onair/ui/testing';
import { CATALOG, paymentOf, walletOf } from '../testing/fixtures';
import { renderMoney } from '../testing/render-money';
import { ShopPage } from './ShopPage';

const LUV_ORDER = 'POST /api/shoppings/luv/payments';
const CHECKOUT = 'https://gateway.test/checkout/ORD-1001';
const order = (overrides = {}) => reply({ payment: paymentOf({ state: 1, ...overrides }), checkoutUrl: CHECKOUT }, 201);
const LIMITS = {
  dailyLimit: 1_000_000,
  dailyUsed: 0,
  minor: false,
  monthlyLimit: null,
  monthlyUsed: null,
  guardianConsent: null,
};
const shopRoutes = (routes = {}) => ({
  'GET /api/shoppings/products': reply(CATALOG),
  'GET /api/luv/items-sum': reply(walletOf(1200)),
  'GET /api/shoppings/purchase-limits': reply(LIMITS),
  ...routes,
});
const PASSWORD = 'my-password-1';

/** The confirm step: the password entered again, then pay. Answers the dialog. */
async function confirmPayment(user: UserEvent, price: string, password = PASSWORD) {
  const dialog = await screen.findByRole('dialog', { name: '결제 확인' });
  const field = within(dialog).getByLabelText('비밀번호');
  await user.clear(field);
  await user.type(field, password);
  await user.click(within(dialog).getByRole('button', { name: `${price} 결제하기` }));
  return dialog;
}

test('lists the currency packages with their won prices and the balance', async () => {
  await renderMoney(<ShopPage />, { routes: shopRoutes() });
  const packages = await screen.findByRole('radiogroup', { name: '상품 선택' });
  expect(within(packages).getAllByRole('radio')).toHaveLength(6);
  expect(within(packages).getByRole('radio', { name: '5,000 러브 5,500원' })).not.toBeChecked();
  expect(screen.getByRole('heading', { name: '러브 충전' })).toBeInTheDocument();
  expect(await screen.findByText('1,200 러브')).toBeInTheDocument();
  const methods = screen.getByRole('radiogroup', { name: '결제 수단' });
  expect(
    within(methods)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent),
  ).toEqual(['카카오페이', '가상계좌', '계좌이체', '휴대폰', '신용카드', '카드(해외)']);
});

test('builds the order and hands the buyer to the gateway checkout page', async () => {
  const { user, api, handoff } = await renderMoney(<ShopPage />, { routes: shopRoutes({ [LUV_ORDER]: order() }) });
  await user.click(await screen.findByRole('radio', { name: '5,000 러브 5,500원' }));
  await user.click(screen.getByRole('radio', { name: '신용카드' }));
  await user.click(screen.getByRole('button', { name: '5,500원 결제하기' }));
  const dialog = await screen.findByRole('dialog', { name: '결제 확인' });
  // The step shows the package, the amount with its VAT and the method again, and what is left of today's limit.
  expect(dialog).toHaveTextContent('5,000 러브');
  expect(dialog).toHaveTextContent('5,500원 (부가세 500원 포함)');
  expect(dialog).toHaveTextContent('신용카드');
  expect(dialog).toHaveTextContent('오늘 남은 결제 한도1,000,000원');
  expect(api.count('POST', '/api/shoppings/luv/payments')).toBe(0);
  await confirmPayment(user, '5,500원');

  await waitFor(() => expect(handoff).toHaveBeenCalledWith(CHECKOUT));
  expect(api.bodiesOf('POST', '/api/shoppings/luv/payments')).toEqual([
    { productCode: 'LUV_5000', method: 'creditcard', password: PASSWORD },
  ]);
  expect(api.keysOf('POST', '/api/shoppings/luv/payments')[0]).toMatch(/^[0-9a-f-]{36}$/);
  // The result page can offer "continue paying" for this order.
  expect(window.sessionStorage.getItem('onair.checkout.ORD-1001')).toBe(CHECKOUT);
});

test('a retry after a lost answer sends the same Idempotency-Key, so only one order is ever opened', async () => {
  const { user, api, handoff } = await renderMoney(<ShopPage />, {
    routes: shopRoutes({ [LUV_ORDER]: inTurn(dropConnection, order()) }),
  });
  await user.click(await screen.findByRole('radio', { name: '1,000 러브 1,100원' }));
  await user.click(screen.getByRole('button', { name: '1,100원 결제하기' }));
  const dialog = await confirmPayment(user, '1,100원');
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    '서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.',
  );
  expect(handoff).not.toHaveBeenCalled();

  await afterClickGuard();
  await user.click(within(dialog).getByRole('button', { name: '1,100원 결제하기' }));
  await waitFor(() => expect(handoff).toHaveBeenCalledWith(CHECKOUT));
  const [first, second] = api.keysOf('POST', '/api/shoppings/luv/payments');
  expect(first).toBeTruthy();
  expect(second).toBe(first);
});

test('a refusal is shown as the API words it, and the next try is a new order with a new key', async () => {
  const { user, api } = await renderMoney(<ShopPage />, {
    routes: shopRoutes({
      [LUV_ORDER]: inTurn(
        refuse(502, 'GATEWAY', '결제 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.'),
        refuse(404, 'NOT_FOUND', '존재하지 않는 상품입니다.'),
        order(),
      ),
    }),
  });
  await user.click(await screen.findByRole('radio', { name: '1,000 러브 1,100원' }));
  await user.click(screen.getByRole('button', { name: '1,100원 결제하기' }));
  const dialog = await confirmPayment(user, '1,100원');
  const pay = within(dialog).getByRole('button', { name: '1,100원 결제하기' });
  expect(
    await within(dialog).findByText('결제 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.'),
  ).toBeInTheDocument();
  await afterClickGuard();
  await user.click(pay);
  expect(await within(dialog).findByText('존재하지 않는 상품입니다.')).toBeInTheDocument();
  await afterClickGuard();
  await user.click(pay);
  await waitFor(() => expect(api.count('POST', '/api/shoppings/luv/payments')).toBe(3));
  const [first, second, third] = api.keysOf('POST', '/api/shoppings/luv/payments');
  // A 5xx may have been acted on: same key. A 4xx was a definite no, stored under its key: a fresh one.
  expect(second).toBe(first);
  expect(third).not.toBe(second);
});

test('choosing another package is another action with its own key', async () => {
  const { user, api } = await renderMoney(<ShopPage />, { routes: shopRoutes({ [LUV_ORDER]: dropConnection }) });
  await user.click(await screen.findByRole('radio', { name: '1,000 러브 1,100원' }));
  await user.click(screen.getByRole('button', { name: '1,100원 결제하기' }));
  const dialog = await confirmPayment(user, '1,100원');
  await within(dialog).findByText('서버에 연결할 수 없습니다. 잠시 후 다시 시도해주세요.');
  await user.click(within(dialog).getByRole('button', { name: '닫기' }));
  await user.click(screen.getByRole('radio', { name: '3,000 러브 3,300원' }));
  await afterClickGuard();
  await user.click(screen.getByRole('button', { name: '3,300원 결제하기' }));
  await confirmPayment(user, '3,300원');
  await waitFor(() => expect(api.count('POST', '/api/shoppings/luv/payments')).toBe(2));
  const [first, second] = api.keysOf('POST', '/api/shoppings/luv/payments');
  expect(second).not.toBe(first);
});

test('item packages are a second tab, ordered through flax/payments', async () => {
  const { user, api, handoff } = await renderMoney(<ShopPage />, {
    routes: shopRoutes({ 'POST /api/shoppings/flax/payments': order({ kind: 'flax' }) }),
  });
  await user.click(await screen.findByRole('tab', { name: '아이템' }));
  await user.click(screen.getByRole('radio', { name: '7일 입장권 5,500원' }));
  await user.click(screen.getByRole('radio', { name: '휴대폰' }));
  await user.click(screen.getByRole('button', { name: '5,500원 결제하기' }));
  await confirmPayment(user, '5,500원');
  await waitFor(() => expect(handoff).toHaveBeenCalledWith(CHECKOUT));
  expect(api.bodiesOf('POST', '/api/shoppings/flax/payments')).toEqual([
    { productCode: 'PASS_WEEK', method: 'mobile', password: PASSWORD },
  ]);
});

test('each room pass and ticket says what it is for and how long it lasts', async () => {
  const { user } = await renderMoney(<ShopPage />, { routes: shopRoutes() });
  await user.click(await screen.findByRole('tab', { name: '아이템' }));
  const packages = screen.getByRole('radiogroup', { name: '상품 선택' });
  const described = (name: string) => within(packages).getByRole('radio', { name });
  expect(described('1일 입장권 1,100원')).toHaveAccessibleDescription(
    '비밀번호 방송에서 사용하면 그 채널에 1일간 비밀번호 없이 입장할 수 있습니다.',
  );
  expect(described('7일 입장권 5,500원')).toHaveAccessibleDescription(
    '비밀번호 방송에서 사용하면 그 채널에 7일간 비밀번호 없이 입장할 수 있습니다.',
  );
  expect(described('30일 입장권 16,500원')).toHaveAccessibleDescription(
    '비밀번호 방송에서 사용하면 그 채널에 30일간 비밀번호 없이 입장할 수 있습니다.',
  );
  expect(described('3개월 구독권 10,890원')).toHaveAccessibleDescription(
    '채널 구독 3개월을 러브 대신 이 구독권으로 결제할 수 있습니다.',
  );
  // Seen on the card, not only read out.
  expect(
    within(packages).getByText('비밀번호 방송에서 사용하면 그 채널에 30일간 비밀번호 없이 입장할 수 있습니다.'),
  ).toBeVisible();
});

test('in English a pass’s days are counted in words that fit the number', async () => {
  const { user } = await renderMoney(<ShopPage />, { routes: shopRoutes(), locale: 'en' });
  await user.click(await screen.findByRole('tab', { name: 'Items' }));
  expect(screen.getByText(/for 1 day\.$/)).toBeInTheDocument();
  expect(screen.getByText(/for 30 days\.$/)).toBeInTheDocument();
});

test('opens on the package and method of the address (the "try again" of a failed payment)', async () => {
  await renderMoney(<ShopPage />, {
    routes: shopRoutes(),
    url: '/luv/shop?tab=luv&product=LUV_3000&method=virtualaccount',
  });
  expect(await screen.findByRole('radio', { name: '3,000 러브 3,300원' })).toBeChecked();
  expect(screen.getByRole('radio', { name: '가상계좌' })).toBeChecked();
});

test('a visitor may look but is asked to sign in before paying', async () => {
  const { user, api, store } = await renderMoney(<ShopPage />, { routes: shopRoutes(), member: null });
  await user.click(await screen.findByRole('radio', { name: '1,000 러브 1,100원' }));
  await user.click(screen.getByRole('button', { name: '1,100원 결제하기' }));
  expect(store.getState().authDialog.membersOnly).toBe(true);
  expect(api.count('POST', '/api/shoppings/luv/payments')).toBe(0);
  expect(api.count('GET', '/api/luv/items-sum')).toBe(0);
});

test('in English: the brand currency and won prices in the locale', async () => {
  await renderMoney(<ShopPage />, { routes: shopRoutes(), locale: 'en' });
  expect(await screen.findByRole('radio', { name: '1,000 luv ₩1,100' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Buy luv' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Card (overseas)' })).toBeInTheDocument();
});

test.each([
  ['mint', 'en', ['Luv', 'Items'], 'Buy luv'],
  ['onair', 'en', ['Luv', 'Items'], 'Buy luv'],
  ['mint', 'ko', ['러브', '아이템'], '러브 충전'],
] as const)(
  'on %s in %s the tabs begin with a capital where the language has them, the title keeps the currency as it is',
  async (brand, locale, tabs, title) => {
    await renderMoney(<ShopPage />, { routes: shopRoutes(), brand, locale });
    const tabList = await screen.findByRole('tablist');
    expect(
      within(tabList)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(tabs);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  },
);

test('where the brand does not sell its currency the shop is a not-offered page', async () => {
  const { api } = await renderMoney(<ShopPage />, { routes: shopRoutes(), brand: 'bellcast' });
  expect(screen.getByRole('heading', { name: '이용할 수 없는 서비스입니다' })).toBeInTheDocument();
  expect(screen.getByText('벨 충전')).toBeInTheDocument();
  // Not just "not offered": why, that the bell held can still be spent, and where to go.
  expect(
    screen.getByText(
      '벨캐스트 서비스가 새로운 플랫폼으로 통합되어 더 이상 벨 충전을 제공하지 않습니다. 보유한 벨 안에서 이용해주세요.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '새로운 서비스 바로가기' })).toHaveAttribute('href', 'https://www.bell.live');
  expect(screen.getByRole('link', { name: '내 지갑' })).toHaveAttribute('href', '/my/wallet');
  expect(screen.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
  expect(api.count('GET', '/api/shoppings/products')).toBe(0);
});

test('opened from a live room (?from=/live/12) the shop keeps the room for the result page; opened elsewhere it forgets it', async () => {
  const first = await renderMoney(<ShopPage />, { routes: shopRoutes(), url: '/luv/shop?from=%2Flive%2F12' });
  await screen.findByRole('radiogroup', { name: '상품 선택' });
  expect(window.sessionStorage.getItem('onair.shop.returnToLive')).toBe('/live/12');
  first.unmount();
  await renderMoney(<ShopPage />, { routes: shopRoutes(), url: '/luv/shop' });
  await screen.findByRole('radiogroup', { name: '상품 선택' });
  expect(window.sessionStorage.getItem('onair.shop.returnToLive')).toBeNull();
});

test('a from that is not a live room is not kept', async () => {
  await renderMoney(<ShopPage />, { routes: shopRoutes(), url: '/luv/shop?from=https%3A%2F%2Fevil.test' });
  await screen.findByRole('radiogroup', { name: '상품 선택' });
  expect(window.sessionStorage.getItem('onair.shop.returnToLive')).toBeNull();
});
