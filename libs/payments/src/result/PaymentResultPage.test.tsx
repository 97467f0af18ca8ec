import { screen, waitFor, within } from '@testing-library/react';
import { inTurn, reply, type FakeRoute } from '@onair/store/testing';
import { paymentOf, walletOf } from '../testing/fixtures';
import { renderMoney } from '../testing/render-money';
import { PaymentResultPage } from './PaymentResultPage';

const URL = '/luv/payment/result?orderId=ORD-1001';
const PAYMENT = 'GET /api/shoppings/payments/ORD-1001';
const FAILURE = 'GET /v2/api/guest/payment-failure';

function renderResult(payment: FakeRoute, routes: Record<string, FakeRoute> = {}, member?: null) {
  return renderMoney(<PaymentResultPage />, {
    url: URL,
    ...(member === null ? { member } : {}),
    routes: { [PAYMENT]: payment, 'GET /api/luv/items-sum': reply(walletOf(6200)), ...routes },
  });
}

test('9 approved: what was credited, the new balance and where to go next', async () => {
  await renderResult(reply(paymentOf({ state: 9 })));
  expect(await screen.findByRole('heading', { name: '결제가 완료되었습니다' })).toBeInTheDocument();
  expect(screen.getByText('5,000 러브 지급이 완료되었습니다.')).toBeInTheDocument();
  expect(await screen.findByText('6,200 러브')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '내 지갑' })).toHaveAttribute('href', '/my/wallet');
  expect(screen.getByRole('link', { name: '더 충전하기' })).toHaveAttribute('href', '/luv/shop');
  expect(screen.getByText('ORD-1001')).toBeInTheDocument();
});

test('2 in progress: a spinner, and the page looks again every 2 s until it is approved', async () => {
  const { api } = await renderResult(inTurn(reply(paymentOf({ state: 2 })), reply(paymentOf({ state: 9 }))));
  expect(await screen.findByRole('heading', { name: '결제를 확인하고 있습니다' })).toBeInTheDocument();
  expect(screen.getByText(/자동으로 바뀝니다/)).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: '결제가 완료되었습니다' }, { timeout: 8000 })).toBeInTheDocument();
  expect(api.count('GET', '/api/shoppings/payments/ORD-1001')).toBe(2);
});

test('2 with a virtual account: the bank, the account number, the amount and the due date to deposit by', async () => {
  const virtualAccount = { bank: '신한은행', accountNumber: '56211-0123-4567', dueDate: '2025-08-15T14:59:59.000Z' };
  await renderResult(reply(paymentOf({ state: 2, method: 'virtualaccount', virtualAccount })));
  expect(await screen.findByRole('heading', { name: '입금을 기다리고 있습니다' })).toBeInTheDocument();
  const account = screen.getByLabelText('입금 계좌');
  expect(within(account).getByText('신한은행')).toBeInTheDocument();
  expect(within(account).getByText('56211-0123-4567')).toBeInTheDocument();
  expect(within(account).getByText('5,500원')).toBeInTheDocument();
  expect(within(account).getByText(/2025\. 8\. 15\./)).toBeInTheDocument();
});

test('the virtual account number has a copy button: the digits go to the clipboard and it says 복사됨', async () => {
  const virtualAccount = { bank: '신한은행', accountNumber: '56211-0123-4567', dueDate: '2025-08-15T14:59:59.000Z' };
  const { user } = await renderResult(reply(paymentOf({ state: 2, method: 'virtualaccount', virtualAccount })));
  const account = await screen.findByLabelText('입금 계좌');
  const written: string[] = [];
  const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (text: string) => void written.push(text) },
  });
  try {
    await user.click(within(account).getByRole('button', { name: '계좌번호 복사' }));
  } finally {
    if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
  }
  expect(written).toEqual(['5621101234567']);
  expect(within(account).getByRole('button', { name: '복사됨' })).toHaveTextContent('복사됨');
  expect(within(account).getByRole('status')).toHaveTextContent('복사됨');
  // The confirmation is a moment's: the button offers the copy again.
  expect(await within(account).findByRole('button', { name: '계좌번호 복사' }, { timeout: 4000 })).toHaveTextContent('복사');
});

test('6 wrong deposit: explains the difference and gives the support contact', async () => {
  await renderResult(reply(paymentOf({ state: 6, method: 'virtualaccount', depositedAmount: 5000 })));
  expect(await screen.findByRole('heading', { name: '입금 금액이 주문 금액과 다릅니다' })).toBeInTheDocument();
  expect(screen.getByText(/입금하신 금액\(5,000원\)이 주문 금액\(5,500원\)과 달라/)).toBeInTheDocument();
  expect(screen.getByText('고객센터 문의')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
});

test('7 cancelled: a cross over the headline, drawn like the other outcomes’ marks, not a bare dot', async () => {
  await renderResult(reply(paymentOf({ state: 7 })));
  const heading = await screen.findByRole('heading', { name: '결제가 취소되었습니다' });
  expect(screen.getByRole('link', { name: '충전하러 가기' })).toHaveAttribute('href', '/luv/shop');
  const mark = heading.previousElementSibling as HTMLElement;
  expect(mark).toHaveAttribute('data-mark', 'cancelled');
  expect(mark.querySelector('svg path')).toHaveAttribute('d', expect.stringMatching(/^M6\.5 6\.5l7 7/));
  expect(mark).toHaveTextContent(/^$/);
});

test('every outcome has a drawn mark over its headline', async () => {
  await renderResult(reply(paymentOf({ state: 9 })));
  const heading = await screen.findByRole('heading', { name: '결제가 완료되었습니다' });
  const mark = heading.previousElementSibling as HTMLElement;
  expect(mark).toHaveAttribute('data-mark', 'success');
  expect(mark.querySelector('svg')).not.toBeNull();
  expect(mark).toHaveTextContent(/^$/);
});

test('8 approval error: the failure message from the guest endpoint and a retry of the same order', async () => {
  const { api } = await renderResult(reply(paymentOf({ state: 8, method: 'mobile', productCode: 'LUV_3000' })), {
    [FAILURE]: reply({
      orderId: 'ORD-1001',
      state: 8,
      code: 'REJECT_CARD_COMPANY',
      message: '카드사에서 승인을 거절했습니다.',
    }),
  });
  expect(await screen.findByRole('heading', { name: '결제가 승인되지 않았습니다' })).toBeInTheDocument();
  expect(await screen.findByText('카드사에서 승인을 거절했습니다.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '다시 결제하기' })).toHaveAttribute(
    'href',
    '/luv/shop?tab=luv&product=LUV_3000&method=mobile',
  );
  expect(api.urls.some((url) => url.endsWith('/v2/api/guest/payment-failure?orderId=ORD-1001'))).toBe(true);
});

test.each([0, 1] as const)('%d unfinished: continue at the gateway page this tab opened, or cancel', async (state) => {
  window.sessionStorage.setItem('onair.checkout.ORD-1001', 'https://gateway.test/checkout/ORD-1001');
  const { user, handoff, api } = await renderResult(
    inTurn(reply(paymentOf({ state })), reply(paymentOf({ state: 7 }))),
    {
      'POST /api/shoppings/payments-cancel': reply(paymentOf({ state: 7 })),
    },
  );
  expect(await screen.findByRole('heading', { name: '결제가 아직 완료되지 않았습니다' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '결제 계속하기' }));
  expect(handoff).toHaveBeenCalledWith('https://gateway.test/checkout/ORD-1001');

  await user.click(screen.getByRole('button', { name: '결제 취소' }));
  const confirm = screen.getByRole('alertdialog');
  expect(confirm).toHaveTextContent('이 주문을 취소하시겠습니까?');
  await user.click(within(confirm).getByRole('button', { name: '결제 취소' }));
  await waitFor(() =>
    expect(api.bodiesOf('POST', '/api/shoppings/payments-cancel')).toEqual([{ orderId: 'ORD-1001' }]),
  );
  expect(api.keysOf('POST', '/api/shoppings/payments-cancel')[0]).toBeTruthy();
  expect(await screen.findByRole('heading', { name: '결제가 취소되었습니다' })).toBeInTheDocument();
});

test('unfinished in another tab: orders the same package again instead', async () => {
  await renderResult(reply(paymentOf({ state: 1, productCode: 'LUV_1000', method: 'kakaopay' })));
  expect(await screen.findByRole('link', { name: '다시 주문하기' })).toHaveAttribute(
    'href',
    '/luv/shop?tab=luv&product=LUV_1000&method=kakaopay',
  );
});

test('no order number, or an order that cannot be found', async () => {
  await renderMoney(<PaymentResultPage />, { url: '/luv/payment/result' });
  expect(screen.getByRole('heading', { name: '주문 정보를 찾을 수 없습니다' })).toBeInTheDocument();
});

test('an unknown order of this member is not found', async () => {
  await renderResult(
    () => ({ status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: '존재하지 않는 주문입니다.' } }),
    {
      [FAILURE]: () => ({
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: '존재하지 않는 주문입니다.' },
      }),
    },
  );
  expect(await screen.findByRole('heading', { name: '주문 정보를 찾을 수 없습니다' })).toBeInTheDocument();
});

test('a buyer whose session is gone still sees why the payment failed', async () => {
  const { api } = await renderResult(
    reply(paymentOf()),
    {
      [FAILURE]: reply({
        orderId: 'ORD-1001',
        state: 8,
        code: 'PAY_PROCESS_ABORTED',
        message: '결제가 완료되지 않았습니다.',
      }),
    },
    null,
  );
  expect(await screen.findByRole('heading', { name: '결제가 승인되지 않았습니다' })).toBeInTheDocument();
  expect(screen.getByText('결제가 완료되지 않았습니다.')).toBeInTheDocument();
  expect(api.count('GET', '/api/shoppings/payments/ORD-1001')).toBe(0);
});

test('in English, the approved screen names the currency and the won price in the locale', async () => {
  await renderMoney(<PaymentResultPage />, {
    url: URL,
    locale: 'en',
    routes: { [PAYMENT]: reply(paymentOf({ state: 9 })), 'GET /api/luv/items-sum': reply(walletOf(6200)) },
  });
  expect(await screen.findByRole('heading', { name: 'Payment complete' })).toBeInTheDocument();
  expect(screen.getByText('5,000 luv added to your wallet.')).toBeInTheDocument();
  expect(screen.getByText('₩5,500')).toBeInTheDocument();
});

test('where the brand sells no currency (bellcast) the result page is not offered either', async () => {
  await renderMoney(<PaymentResultPage />, { url: URL, brand: 'bellcast', locale: 'en' });
  expect(screen.getByRole('heading', { name: 'This service is not available' })).toBeInTheDocument();
  expect(screen.getByText('Buy bell')).toBeInTheDocument();
});

test('9 approved after the shop was opened from a live room: 방송으로 돌아가기 leads back to it, first', async () => {
  window.sessionStorage.setItem('onair.shop.returnToLive', '/live/12');
  try {
    await renderResult(reply(paymentOf({ state: 9 })));
    const back = await screen.findByRole('link', { name: '방송으로 돌아가기' });
    expect(back).toHaveAttribute('href', '/live/12');
    expect(screen.getAllByRole('link')[0]).toBe(back);
    expect(screen.getByRole('link', { name: '내 지갑' })).toHaveAttribute('href', '/my/wallet');
  } finally {
    window.sessionStorage.clear();
  }
});

test('9 approved with no live room to return to: no 방송으로 돌아가기', async () => {
  await renderResult(reply(paymentOf({ state: 9 })));
  expect(await screen.findByRole('link', { name: '내 지갑' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '방송으로 돌아가기' })).toBeNull();
});
