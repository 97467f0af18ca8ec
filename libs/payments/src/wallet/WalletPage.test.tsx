import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { pageOf, refuse, reply, type FakeRoute } from '@onair/store/testing';
import { afterClickGuard } from '@onair/ui/testing';
import { paymentOf, walletOf } from '../testing/fixtures';
import { renderMoney, type RenderMoneyOptions } from '../testing/render-money';
import { WalletPage } from './WalletPage';

const movement = (txId: number, reason: string, amount: number, itemCode = 100, channelName: string | null = null) => ({
  txId,
  reason,
  reference: `ref-${txId}`,
  itemCode,
  amount,
  createdAt: '2025-08-13T06:00:00.000Z',
  channelName,
});

function renderWallet(routes: Record<string, FakeRoute> = {}, options: Omit<RenderMoneyOptions, 'routes'> = {}) {
  return renderMoney(<WalletPage />, {
    ...options,
    routes: {
      'GET /api/luv/items-sum': reply(walletOf(4200)),
      'GET /api/luv/history': reply(
        pageOf([movement(2, 'gift', -500, 100, '온에어 공식 채널'), movement(1, 'payment', 5000)], 1, 10, 23),
      ),
      ...routes,
    },
  });
}

test('the balance, a link to the shop, and the history newest first with signed amounts', async () => {
  await renderWallet();
  expect(screen.getByRole('heading', { name: '내 지갑' })).toBeInTheDocument();
  expect(await screen.findByText('4,200 러브')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '러브 충전' })).toHaveAttribute('href', '/luv/shop');
  const history = await screen.findByRole('list', { name: '사용 내역' });
  const rows = within(history).getAllByRole('listitem');
  // A gift names the channel it went to.
  expect(rows[0]).toHaveTextContent('선물 · 온에어 공식 채널');
  expect(rows[0]).toHaveTextContent('-500 러브');
  expect(rows[1]).toHaveTextContent('충전');
  expect(rows[1]).toHaveTextContent('+5,000 러브');
});

test('one transaction that moved several items shows a row for each, without a key clash', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await renderWallet({
      'GET /api/luv/history': reply(
        pageOf([movement(1, 'adjustment', 30, 440), movement(1, 'adjustment', 66000)], 1, 10, 2),
      ),
    });
    const rows = within(await screen.findByRole('list', { name: '사용 내역' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('+66,000 러브');
    expect(errors.mock.calls.filter(([message]) => String(message).includes('same key'))).toEqual([]);
  } finally {
    errors.mockRestore();
  }
});

test('the history is paged by 10', async () => {
  const { user, api } = await renderWallet();
  await screen.findByRole('list', { name: '사용 내역' });
  expect(screen.getByText('1 / 3')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '다음' }));
  await waitFor(() => expect(api.urls).toContain('http://api.test/api/luv/history?page=2&size=10'));
  expect(api.urls).toContain('http://api.test/api/luv/history?page=1&size=10');
});

test('items held, by name', async () => {
  const { user } = await renderWallet({
    'GET /api/my/items': reply(
      pageOf([
        { itemCode: 421, quantity: 2 },
        { itemCode: 700, quantity: 1 },
        { itemCode: 440, quantity: 3 },
        { itemCode: 4004, quantity: 1 },
      ]),
    ),
  });
  await user.click(screen.getByRole('tab', { name: '보유 아이템' }));
  const items = await screen.findByRole('list', { name: '보유 아이템' });
  expect(
    within(items)
      .getAllByRole('listitem')
      .map((row) => row.textContent),
  ).toEqual(['7일 입장권2개', '1개월 구독권1개', '이벤트 아이템 #13개', '스페셜 선물 #11개']);
});

test('different event items and special gifts held side by side each read as their own item', async () => {
  const { user } = await renderWallet(
    {
      'GET /api/my/items': reply(
        pageOf([
          { itemCode: 440, quantity: 3 },
          { itemCode: 441, quantity: 3 },
          { itemCode: 495, quantity: 1 },
          { itemCode: 4004, quantity: 1 },
          { itemCode: 4007, quantity: 1 },
        ]),
      ),
    },
    { locale: 'en' },
  );
  await user.click(screen.getByRole('tab', { name: 'Items' }));
  const items = await screen.findByRole('list', { name: 'Items' });
  const titles = within(items)
    .getAllByRole('listitem')
    .map((row) => row.querySelector('p')?.textContent);
  expect(titles).toEqual(['Event item #1', 'Event item #2', 'Event item #56', 'Special gift #1', 'Special gift #4']);
  expect(new Set(titles).size).toBe(titles.length);
  expect(titles.join(' ')).not.toMatch(/44[01]|495|400[47]/);
});

test('promotion tickets and items the catalog does not know read as names, never as raw codes', async () => {
  const { user } = await renderWallet({
    'GET /api/my/items': reply(
      pageOf([
        { itemCode: 702, quantity: 1 },
        { itemCode: 704, quantity: 2 },
        { itemCode: 9001, quantity: 5 },
      ]),
    ),
  });
  await user.click(screen.getByRole('tab', { name: '보유 아이템' }));
  const items = await screen.findByRole('list', { name: '보유 아이템' });
  const rows = within(items)
    .getAllByRole('listitem')
    .map((row) => row.textContent);
  expect(rows).toEqual(['프로모션 구독권1개', '프로모션 구독권2개', '기타 아이템5개']);
  expect(rows.join(' ')).not.toMatch(/70[24]|9001/);
});

test('sent gifts with their messages', async () => {
  const gift = {
    giftId: 9,
    channelId: 42,
    channelName: '노래하는곰',
    senderNickname: '라이브팬',
    itemCode: 100,
    amount: 1000,
    netAmount: 800,
    message: '힘내세요',
    live: true,
    createdAt: '2025-08-13T06:00:00.000Z',
    mistakeReport: null,
  };
  const { user } = await renderWallet({ 'GET /api/luv/sent-list': reply(pageOf([gift])) });
  await user.click(screen.getByRole('tab', { name: '보낸 선물' }));
  const row = within(await screen.findByRole('list', { name: '보낸 선물' })).getByRole('listitem');
  expect(row).toHaveTextContent('노래하는곰');
  expect(row).toHaveTextContent('힘내세요');
  expect(row).toHaveTextContent('1,000 러브');
  // Long past the 10 minutes: no report offered.
  expect(within(row).queryByRole('button', { name: '잘못 보낸 선물 신고' })).not.toBeInTheDocument();
});

test('a gift within 10 minutes can be reported as a mistake in one action; a reported one shows its state', async () => {
  const gift = (giftId: number, minutesAgo: number, mistakeReport: object | null = null) => ({
    giftId,
    channelId: 42,
    channelName: `채널${giftId}`,
    senderNickname: '라이브팬',
    itemCode: 100,
    amount: 1000,
    netAmount: 800,
    message: null,
    live: true,
    createdAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    mistakeReport,
  });
  const { user, api } = await renderWallet({
    'GET /api/luv/sent-list': reply(
      pageOf([gift(3, 2), gift(2, 11), gift(1, 5, { state: 'reversed', reportedAt: new Date().toISOString() })]),
    ),
    'POST /api/luv/gifts/3/mistake-report': reply(
      { reportId: 1, giftId: 3, state: 'reported', reportedAt: new Date().toISOString() },
      201,
    ),
  });
  await user.click(screen.getByRole('tab', { name: '보낸 선물' }));
  const [recent, late, reversed] = within(await screen.findByRole('list', { name: '보낸 선물' })).getAllByRole(
    'listitem',
  ) as [HTMLElement, HTMLElement, HTMLElement];
  expect(within(late).queryByRole('button')).not.toBeInTheDocument();
  expect(reversed).toHaveTextContent('선물 취소됨');
  await user.click(within(recent).getByRole('button', { name: '잘못 보낸 선물 신고' }));
  await waitFor(() => expect(api.count('POST', '/api/luv/gifts/3/mistake-report')).toBe(1));
  expect(
    await screen.findByText(
      '잘못 보낸 선물로 신고했습니다. 받은 쪽이 출금하기 전이면 운영팀이 확인 후 되돌려 드립니다.',
    ),
  ).toBeInTheDocument();
});

test('orders show their state; a cancellable one is cancelled after confirming, with an Idempotency-Key', async () => {
  const orders = [
    paymentOf({ orderId: 'ORD-2', state: 2, method: 'virtualaccount' }),
    paymentOf({ orderId: 'ORD-1', state: 7 }),
  ];
  const { user, api } = await renderWallet({
    'GET /api/shoppings/payments': reply(pageOf(orders)),
    'POST /api/shoppings/payments-cancel': reply(paymentOf({ orderId: 'ORD-2', state: 7 })),
  });
  await user.click(screen.getByRole('tab', { name: '결제 내역' }));
  const [inProgress, cancelled] = within(await screen.findByRole('list', { name: '결제 내역' })).getAllByRole(
    'listitem',
  ) as [HTMLElement, HTMLElement];
  expect(inProgress).toHaveTextContent('결제 진행 중');
  expect(inProgress).toHaveTextContent('가상계좌');
  expect(within(inProgress).getByRole('link', { name: '5,000 러브' })).toHaveAttribute(
    'href',
    '/luv/payment/result?orderId=ORD-2',
  );
  // The state is a state (취소됨), never the words of the action (결제 취소) that in-progress orders offer.
  expect(cancelled).toHaveTextContent('취소됨');
  expect(cancelled).not.toHaveTextContent('결제 취소');
  expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();
  expect(inProgress).not.toHaveTextContent('취소됨');

  await user.click(within(inProgress).getByRole('button', { name: '5,000 러브 결제 취소' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '결제 취소' }));
  await waitFor(() => expect(api.bodiesOf('POST', '/api/shoppings/payments-cancel')).toEqual([{ orderId: 'ORD-2' }]));
  expect(await screen.findByText('주문이 취소되었습니다.')).toBeInTheDocument();
});

test('청약철회 is offered on an approved order within its period while unused; the API refusal is shown', async () => {
  const until = new Date(Date.now() + 86_400_000).toISOString();
  const { user } = await renderWallet({
    'GET /api/shoppings/payments': reply(
      pageOf([
        paymentOf({ state: 9, withdrawableUntil: until, unusedQuantity: 5000 }),
        paymentOf({ orderId: 'ORD-USED', state: 9, withdrawableUntil: until, unusedQuantity: 4000 }),
        paymentOf({ orderId: 'ORD-OLD', state: 9, withdrawableUntil: '2025-08-20T14:59:59.999Z', unusedQuantity: 5000 }),
      ]),
    ),
    'POST /api/shoppings/payments-cancel': refuse(
      409,
      'CONFLICT',
      '구매 후 7일이 지나 청약철회할 수 없습니다. 고객센터로 문의해주세요.',
    ),
  });
  await user.click(screen.getByRole('tab', { name: '결제 내역' }));
  // Only the unused order within its period: a used one and one past its period offer nothing.
  expect(await screen.findAllByRole('button', { name: '5,000 러브 청약철회' })).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: '5,000 러브 청약철회' }));
  expect(screen.getByRole('alertdialog')).toHaveTextContent('5,000 러브 결제를 청약철회하고 전액 환불받으시겠습니까?');
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '청약철회' }));
  expect(await screen.findByText('구매 후 7일이 지나 청약철회할 수 없습니다. 고객센터로 문의해주세요.')).toBeInTheDocument();
});

test('a coupon: its shape is checked here, then it is redeemed once and the reward is told', async () => {
  const { user, api } = await renderWallet({
    'POST /api/shoppings/useCoupon': reply({
      couponNumber: 'WELCOME2025',
      itemCode: 100,
      quantity: 500,
      balance: 4700,
    }),
  });
  const input = screen.getByLabelText('쿠폰번호');
  await user.type(input, 'ab');
  await user.click(screen.getByRole('button', { name: '등록' }));
  expect(screen.getByText('쿠폰번호를 확인해주세요.')).toBeInTheDocument();
  expect(api.count('POST', '/api/shoppings/useCoupon')).toBe(0);

  await user.clear(input);
  await user.type(input, 'welcome-2025');
  await afterClickGuard();
  await user.click(screen.getByRole('button', { name: '등록' }));
  expect(await screen.findByText('쿠폰이 등록되었습니다: 500 러브')).toBeInTheDocument();
  expect(api.bodiesOf('POST', '/api/shoppings/useCoupon')).toEqual([{ couponNumber: 'WELCOME2025' }]);
  expect(api.keysOf('POST', '/api/shoppings/useCoupon')[0]).toBeTruthy();
});

test('a used coupon is refused with the API message', async () => {
  const { user } = await renderWallet({
    'POST /api/shoppings/useCoupon': refuse(409, 'CONFLICT', '이미 사용된 쿠폰입니다.'),
  });
  await user.type(screen.getByLabelText('쿠폰번호'), 'WELCOME2025');
  await user.click(screen.getByRole('button', { name: '등록' }));
  expect(await screen.findByText('이미 사용된 쿠폰입니다.')).toBeInTheDocument();
});

test('on bellcast: bell, no shop, no orders tab, no coupons', async () => {
  await renderWallet({}, { brand: 'bellcast' });
  expect(await screen.findByText('4,200 벨')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '벨 충전' })).not.toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: '결제 내역' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('쿠폰번호')).not.toBeInTheDocument();
});

test('a visitor is asked to sign in, and the wallet is not asked for', async () => {
  const { user, store, api } = await renderWallet({}, { member: null, url: '/my/wallet' });
  expect(screen.getByText('로그인 후 이용가능합니다.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '로그인 하기' }));
  expect(store.getState().authDialog).toMatchObject({ open: true, tab: 'signIn', callbackURL: '/my/wallet' });
  expect(api.count('GET', '/api/luv/items-sum')).toBe(0);
});

test('in English', async () => {
  await renderWallet({}, { locale: 'en' });
  expect(screen.getByRole('heading', { name: 'My wallet' })).toBeInTheDocument();
  expect(await screen.findByText('4,200 luv')).toBeInTheDocument();
  expect(await screen.findByText('+5,000 luv')).toBeInTheDocument();
});

test('where no more can be bought (bellcast), the balance says why and leads to the new service instead of the shop', async () => {
  await renderWallet({ 'GET /api/luv/items-sum': reply(walletOf(0)) }, { brand: 'bellcast' });
  expect(await screen.findByText('0 벨')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '벨 충전' })).not.toBeInTheDocument();
  expect(
    screen.getByText(/벨캐스트 서비스가 새로운 플랫폼으로 통합되어 더 이상 벨 충전을 제공하지 않습니다\./),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '새로운 서비스 바로가기' })).toHaveAttribute('href', 'https://www.bell.live');
});
