// The shop's steps under the purchase rules (docs/money.md, "Rules from Korean law"): the amount in
// won with its VAT at every step, the password entered again, a limit refused in place before the
// gateway, and a minor's guardian consent in place of the password.
import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { inTurn, refuse, reply, type FakeRoute } from '@onair/store/testing';
import { afterClickGuard } from '@onair/ui/testing';
import { CATALOG, paymentOf, walletOf } from '../testing/fixtures';
import { renderMoney } from '../testing/render-money';
import { ShopPage } from './ShopPage';
import { GUARDIAN_CONSENT_DONE } from './use-purchase-limits';

const LUV_ORDER = 'POST /api/shoppings/luv/payments';
const CHECKOUT = 'https://gateway.test/checkout/ORD-1001';
const ADULT = {
  dailyLimit: 1_000_000,
  dailyUsed: 0,
  minor: false,
  monthlyLimit: null,
  monthlyUsed: null,
  guardianConsent: null,
};
const MINOR = { ...ADULT, minor: true, monthlyLimit: 70_000, monthlyUsed: 20_000 };
const CONSENTED = { ...MINOR, guardianConsent: { status: 2, consentedAt: '2026-12-01T01:00:00.000Z' } };
const shopRoutes = (limits: FakeRoute = reply(ADULT), routes: Record<string, FakeRoute> = {}) => ({
  'GET /api/shoppings/products': reply(CATALOG),
  'GET /api/luv/items-sum': reply(walletOf(1200)),
  'GET /api/shoppings/purchase-limits': limits,
  ...routes,
});
const order = reply({ payment: paymentOf({ state: 1 }), checkoutUrl: CHECKOUT }, 201);

async function openConfirm(user: UserEvent, pack = '1,000 러브 1,100원', price = '1,100원') {
  await user.click(await screen.findByRole('radio', { name: pack }));
  await user.click(screen.getByRole('button', { name: `${price} 결제하기` }));
  return screen.findByRole('dialog', { name: '결제 확인' });
}

test('the first step shows the amount with its VAT and the purchase rules before anything is paid', async () => {
  const { user } = await renderMoney(<ShopPage />, { routes: shopRoutes() });
  await user.click(await screen.findByRole('radio', { name: '1,000 러브 1,100원' }));
  expect(screen.getByText('1,100원 (부가세 100원 포함)')).toBeInTheDocument();
  expect(
    screen.getByText(
      '하루 결제 한도는 1,000,000원입니다. 만 19세 미만 회원은 법정대리인의 동의를 받아 한 달 70,000원까지 결제할 수 있습니다.',
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByText('만 19세 미만 회원이 법정대리인의 동의 없이 한 결제는 본인이나 법정대리인이 취소할 수 있습니다.'),
  ).toBeInTheDocument();
});

test('no password, no order: the step says so at the field', async () => {
  const { user, api } = await renderMoney(<ShopPage />, { routes: shopRoutes(reply(ADULT), { [LUV_ORDER]: order }) });
  const dialog = await openConfirm(user);
  await user.click(within(dialog).getByRole('button', { name: '1,100원 결제하기' }));
  expect(await within(dialog).findByText('결제하려면 비밀번호를 입력해주세요.')).toBeInTheDocument();
  expect(api.count('POST', '/api/shoppings/luv/payments')).toBe(0);
});

test('a wrong password is shown at its field and typed again; the corrected one is a new request', async () => {
  const { user, api, handoff } = await renderMoney(<ShopPage />, {
    routes: shopRoutes(reply(ADULT), {
      [LUV_ORDER]: inTurn(refuse(400, 'VALIDATION_ERROR', '비밀번호가 올바르지 않습니다.'), order),
    }),
  });
  const dialog = await openConfirm(user);
  const field = within(dialog).getByLabelText('비밀번호');
  await user.type(field, 'wrong-one');
  await user.click(within(dialog).getByRole('button', { name: '1,100원 결제하기' }));
  expect(await within(dialog).findByText('비밀번호가 올바르지 않습니다.')).toBeInTheDocument();
  expect(field).toHaveValue('');
  expect(handoff).not.toHaveBeenCalled();

  await afterClickGuard();
  await user.type(field, 'right-one');
  await user.click(within(dialog).getByRole('button', { name: '1,100원 결제하기' }));
  await waitFor(() => expect(handoff).toHaveBeenCalledWith(CHECKOUT));
  const bodies = api.bodiesOf('POST', '/api/shoppings/luv/payments');
  expect(bodies.map((body) => (body as { password: string }).password)).toEqual(['wrong-one', 'right-one']);
  const [first, second] = api.keysOf('POST', '/api/shoppings/luv/payments');
  expect(second).not.toBe(first);
});

test('over the daily limit the step says how much is left, and the gateway is never opened', async () => {
  const { user, handoff } = await renderMoney(<ShopPage />, {
    routes: shopRoutes(reply({ ...ADULT, dailyUsed: 998_901 }), {
      [LUV_ORDER]: refuse(409, 'CONFLICT', {
        key: 'money.dailyPurchaseLimit',
        params: { limit: '1,000,000', remaining: '1,099' },
      }),
    }),
  });
  const dialog = await openConfirm(user);
  expect(dialog).toHaveTextContent('오늘 남은 결제 한도1,099원');
  await user.type(within(dialog).getByLabelText('비밀번호'), 'pw-12345');
  await user.click(within(dialog).getByRole('button', { name: '1,100원 결제하기' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    '하루 결제 한도 1,000,000원을 넘어 결제할 수 없습니다. 오늘 남은 한도는 1,099원입니다.',
  );
  expect(handoff).not.toHaveBeenCalled();
});

test("a minor without consent gets the guardian's identity check instead of the password, then pays once it is given", async () => {
  const popup = { location: { href: '' }, close: jest.fn() };
  const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  const { user, api } = await renderMoney(<ShopPage />, {
    routes: shopRoutes(inTurn(reply(MINOR), reply(CONSENTED)), {
      'POST /api/shoppings/guardian-consent': reply({ status: 1, url: 'https://identity.test/identity/verify/req-1' }),
    }),
  });
  const dialog = await openConfirm(user);
  expect(within(dialog).queryByLabelText('비밀번호')).not.toBeInTheDocument();
  expect(within(dialog).getByRole('heading', { name: '법정대리인 동의가 필요합니다' })).toBeInTheDocument();
  expect(dialog).toHaveTextContent('이번 달 남은 결제 한도50,000원');
  expect(dialog).toHaveTextContent(
    '만 19세 미만 회원이 법정대리인의 동의 없이 한 결제는 본인이나 법정대리인이 취소할 수 있습니다.',
  );

  await user.click(within(dialog).getByRole('button', { name: '법정대리인 본인인증으로 동의 받기' }));
  await waitFor(() => expect(popup.location.href).toBe('https://identity.test/identity/verify/req-1'));
  expect(open).toHaveBeenCalledWith('', 'guardian-consent', 'width=400,height=600');
  expect(api.count('POST', '/api/shoppings/guardian-consent')).toBe(1);

  // The popup reports back when the guardian is done: the step asks for the password now.
  act(() =>
    window.dispatchEvent(new MessageEvent('message', { data: GUARDIAN_CONSENT_DONE, origin: window.location.origin })),
  );
  expect(await within(dialog).findByLabelText('비밀번호')).toBeInTheDocument();
  open.mockRestore();
});

test('a message from another origin does not count as the guardian being done', async () => {
  const { user, api } = await renderMoney(<ShopPage />, { routes: shopRoutes(reply(MINOR)) });
  await openConfirm(user);
  const before = api.count('GET', '/api/shoppings/purchase-limits');
  act(() =>
    window.dispatchEvent(new MessageEvent('message', { data: GUARDIAN_CONSENT_DONE, origin: 'https://evil.test' })),
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.count('GET', '/api/shoppings/purchase-limits')).toBe(before);
});

test('in English the amount with VAT is in the locale too', async () => {
  const { user } = await renderMoney(<ShopPage />, { routes: shopRoutes(), locale: 'en' });
  await user.click(await screen.findByRole('radio', { name: '5,000 luv ₩5,500' }));
  expect(screen.getByText('₩5,500 (incl. ₩500 VAT)')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Pay ₩5,500' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm payment' });
  expect(within(dialog).getByLabelText('Password')).toBeInTheDocument();
});
