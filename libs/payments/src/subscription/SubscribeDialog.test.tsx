import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { refuse, reply, type FakeRoute } from '@onair/store/testing';
import { walletOf } from '../testing/fixtures';
import { renderMoney, type RenderMoneyOptions } from '../testing/render-money';
import { SubscribeButton } from './SubscribeButton';
import { SubscribeDialog } from './SubscribeDialog';

const SUBSCRIBE = 'POST /api/my/subscriptions';
const subscription = {
  subscriptionId: 3,
  channelId: 42,
  channelName: '노래하는곰',
  memberNickname: '라이브팬',
  plan: 'oneMonth',
  state: 1,
  autoRenew: true,
  startedAt: '2025-08-13T06:00:00.000Z',
  expiresAt: '2025-09-13T06:00:00.000Z',
  periods: 1,
};

function renderSubscribe(routes: Record<string, FakeRoute> = {}, options: Omit<RenderMoneyOptions, 'routes'> = {}) {
  const onClose = jest.fn();
  return renderMoney(<SubscribeDialog open onClose={onClose} channelId={42} channelName="노래하는곰" />, {
    ...options,
    routes: { 'GET /api/luv/items-sum': reply(walletOf(5000)), [SUBSCRIBE]: reply(subscription, 201), ...routes },
  }).then((view) => ({ ...view, onClose }));
}

test('one month for 3,300 with monthly renewal, paid from the wallet', async () => {
  const { user, api, onClose } = await renderSubscribe();
  expect(screen.getByRole('dialog', { name: '노래하는곰 구독하기' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: '1개월 3,300 러브' })).toBeChecked();
  expect(screen.getByRole('radio', { name: '3개월 9,900 러브' })).not.toBeChecked();
  expect(screen.getByLabelText('매월 자동 갱신')).toBeChecked();
  await user.click(screen.getByLabelText('매월 자동 갱신'));
  await user.click(await screen.findByRole('button', { name: '3,300 러브로 구독하기' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(api.bodiesOf('POST', '/api/my/subscriptions')).toEqual([
    { channelId: 42, plan: 'oneMonth', autoRenew: false, useTicket: false },
  ]);
  expect(api.keysOf('POST', '/api/my/subscriptions')[0]).toBeTruthy();
  expect(await screen.findByText('노래하는곰 구독을 시작했습니다.')).toBeInTheDocument();
});

test('three months for 9,900 does not renew; with too little in the wallet it leads to the shop', async () => {
  const { user, api } = await renderSubscribe();
  await user.click(screen.getByRole('radio', { name: '3개월 9,900 러브' }));
  expect(screen.queryByLabelText('매월 자동 갱신')).not.toBeInTheDocument();
  expect(await screen.findByRole('link', { name: '러브 충전' })).toHaveAttribute('href', '/luv/shop');
  expect(screen.getByRole('button', { name: '9,900 러브로 구독하기' })).toBeDisabled();
  expect(api.count('POST', '/api/my/subscriptions')).toBe(0);
});

test('a held ticket for the plan can pay instead of the wallet', async () => {
  const { user, api } = await renderSubscribe({
    'GET /api/luv/items-sum': reply(walletOf(0, [{ itemCode: 701, quantity: 1 }])),
  });
  await user.click(screen.getByRole('radio', { name: '3개월 9,900 러브' }));
  await user.click(await screen.findByRole('radio', { name: /구독권 사용/ }));
  await user.click(screen.getByRole('button', { name: '구독권으로 구독하기' }));
  await waitFor(() =>
    expect(api.bodiesOf('POST', '/api/my/subscriptions')).toEqual([
      { channelId: 42, plan: 'threeMonths', autoRenew: false, useTicket: true },
    ]),
  );
});

test('an API refusal is shown', async () => {
  const { user } = await renderSubscribe({ [SUBSCRIBE]: refuse(409, 'CONFLICT', '이미 구독 중인 채널입니다.') });
  await user.click(await screen.findByRole('button', { name: '3,300 러브로 구독하기' }));
  expect(await screen.findByText('이미 구독 중인 채널입니다.')).toBeInTheDocument();
});

const SUBSCRIPTIONS = 'GET /api/my/subscriptions';
const listOf = (...items: object[]) => reply({ items, page: 1, size: 100, total: items.length });
/** Running until a day after the test's clock, so it is active whenever the test runs. */
const running = { ...subscription, expiresAt: new Date(Date.now() + 86_400_000).toISOString() };

test('a member already subscribed sees 구독 중, and the dialog says until when instead of selling a second one', async () => {
  const { user, api } = await renderMoney(<SubscribeButton channelId={42} channelName="노래하는곰" />, {
    routes: { [SUBSCRIPTIONS]: listOf(running), 'GET /api/luv/items-sum': reply(walletOf(5000)) },
  });
  await user.click(await screen.findByRole('button', { name: '구독 중' }));
  const dialog = await screen.findByRole('dialog', { name: '노래하는곰 구독 중' });
  expect(dialog).toHaveTextContent(/까지 구독 중입니다\./);
  expect(screen.getByRole('link', { name: '구독 관리' })).toHaveAttribute('href', '/my/subscriptions');
  expect(screen.queryByRole('button', { name: /구독하기/ })).not.toBeInTheDocument();
  expect(api.count('POST', '/api/my/subscriptions')).toBe(0);
});

test('the renewal date and price are shown before consent, and turning renewal off takes them away', async () => {
  const { user } = await renderSubscribe();
  const notice = screen.getByText(/^매월 자동 갱신을 선택하면 다음 결제일 /);
  // A calendar month from now, as the API's interval counts it, shown as the day in Korea.
  const next = new Date();
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  next.setUTCDate(Math.min(day, new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate()));
  const inKorea = new Date(next.getTime() + 9 * 3_600_000);
  expect(notice).toHaveTextContent(
    `${inKorea.getUTCFullYear()}. ${inKorea.getUTCMonth() + 1}. ${inKorea.getUTCDate()}.에 3,300 러브, 이후 매월 같은 금액이 지갑에서 결제됩니다.`,
  );
  await user.click(screen.getByLabelText('매월 자동 갱신'));
  expect(screen.queryByText(/^매월 자동 갱신을 선택하면/)).not.toBeInTheDocument();
  await user.click(screen.getByLabelText('매월 자동 갱신'));
  await user.click(screen.getByRole('radio', { name: '3개월 9,900 러브' }));
  expect(screen.queryByText(/^매월 자동 갱신을 선택하면/)).not.toBeInTheDocument();
});

test('a renewing subscriber sees the next charge and cancels the renewal in one action from the same dialog', async () => {
  const { user, api } = await renderMoney(<SubscribeButton channelId={42} channelName="노래하는곰" />, {
    routes: {
      [SUBSCRIPTIONS]: listOf(running),
      'GET /api/luv/items-sum': reply(walletOf(5000)),
      'POST /api/my/subscriptions/3/cancel-renewal': reply({ ...running, state: 5, autoRenew: false }),
    },
  });
  await user.click(await screen.findByRole('button', { name: '구독 중' }));
  const dialog = screen.getByRole('dialog', { name: '노래하는곰 구독 중' });
  expect(dialog).toHaveTextContent(/다음 자동 결제 .+ · 3,300 러브/);
  await user.click(screen.getByRole('button', { name: '갱신 해지' }));
  await waitFor(() => expect(api.count('POST', '/api/my/subscriptions/3/cancel-renewal')).toBe(1));
  expect(await screen.findByText(/^자동 갱신이 해지되었습니다\. .+까지는 구독이 유지됩니다\.$/)).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('a lapsed subscription, or one to another channel, leaves 구독 and the form', async () => {
  const lapsed = { ...running, state: 3 };
  const elsewhere = { ...running, subscriptionId: 4, channelId: 7 };
  const { user } = await renderMoney(<SubscribeButton channelId={42} channelName="노래하는곰" />, {
    routes: { [SUBSCRIPTIONS]: listOf(lapsed, elsewhere), 'GET /api/luv/items-sum': reply(walletOf(5000)) },
  });
  await waitFor(() => expect(screen.getByRole('button', { name: '구독' })).toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: '구독' }));
  expect(await screen.findByRole('button', { name: '3,300 러브로 구독하기' })).toBeInTheDocument();
});

test('right after subscribing the button turns into 구독 중', async () => {
  let subscribed = false;
  const { user } = await renderMoney(<SubscribeButton channelId={42} channelName="노래하는곰" />, {
    routes: {
      [SUBSCRIPTIONS]: (request) => (subscribed ? listOf(running)(request) : listOf()(request)),
      [SUBSCRIBE]: () => {
        subscribed = true;
        return { status: 201, body: running };
      },
      'GET /api/luv/items-sum': reply(walletOf(5000)),
    },
  });
  await user.click(await screen.findByRole('button', { name: '구독' }));
  await user.click(await screen.findByRole('button', { name: '3,300 러브로 구독하기' }));
  expect(await screen.findByRole('button', { name: '구독 중' })).toBeInTheDocument();
});

test('a visitor gets the members-only dialog', async () => {
  const { user, store } = await renderMoney(<SubscribeButton channelId={42} channelName="노래하는곰" />, {
    member: null,
  });
  await user.click(screen.getByRole('button', { name: '구독' }));
  expect(store.getState().authDialog.membersOnly).toBe(true);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('in English the button says what it does: Subscribe', async () => {
  await renderMoney(<SubscribeButton channelId={42} channelName="Singing Bear" />, { locale: 'en', member: null });
  expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
});

test.each(['bellcast', 'mint'] as const)(
  '%s has no subscriptions: no button, and the dialog never opens',
  async (brand) => {
    await renderMoney(
      <>
        <SubscribeButton channelId={42} channelName="노래하는곰" />
        <SubscribeDialog open onClose={() => undefined} channelId={42} channelName="노래하는곰" />
      </>,
      { brand },
    );
    expect(screen.queryByRole('button', { name: '구독' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
);
