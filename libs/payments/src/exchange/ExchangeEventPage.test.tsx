import { screen, waitFor, within } from '@testing-library/react';
import { reply, type FakeRoute } from '@onair/store/testing';
import { afterClickGuard } from '@onair/ui/testing';
import { renderMoney, type RenderMoneyOptions } from '../testing/render-money';
import { ExchangeEventPage } from './ExchangeEventPage';

const EVENT = {
  eventId: 7,
  title: '여름 교환 이벤트',
  fromItemCode: 450,
  toItemCode: 100,
  rateFrom: 10,
  rateTo: 100,
  perMemberLimit: 100,
  startsAt: '2025-08-01T00:00:00.000Z',
  endsAt: '2025-08-31T14:59:59.000Z',
};
const AMOUNTS = {
  eventId: 7,
  mine: { from: 20, to: 200, remaining: 80 },
  totals: { from: 1230, to: 12300, applications: 57 },
  holding: 35,
};

function renderExchange(routes: Record<string, FakeRoute> = {}, options: Omit<RenderMoneyOptions, 'routes'> = {}) {
  return renderMoney(<ExchangeEventPage />, {
    ...options,
    routes: {
      'GET /api/events/exchange/rate': reply({ event: EVENT }),
      'GET /api/events/exchange/amount': reply(AMOUNTS),
      'GET /api/events/exchange/status': reply({
        event: EVENT,
        applications: [
          { applicationId: 1, eventId: 7, amountFrom: 20, amountTo: 200, createdAt: '2025-08-10T03:00:00.000Z' },
        ],
      }),
      ...routes,
    },
  });
}

test('the running event: what it is, title, rate, period, limit, my totals, everyone’s and what I hold', async () => {
  await renderExchange();
  expect(await screen.findByRole('heading', { name: '여름 교환 이벤트' })).toBeInTheDocument();
  // What is exchanged for what at which rate, where event items come from, and the limit, in words.
  const guide = screen.getByRole('region', { name: '이벤트 안내' });
  expect(
    within(guide)
      .getAllByRole('listitem')
      .map((line) => line.textContent),
  ).toEqual([
    '이벤트 기간 동안 이벤트 아이템 #11 10개당 100 러브씩 교환할 수 있습니다.',
    '이벤트 아이템은 진행 중인 이벤트에 참여하면 받을 수 있으며, 상점에서는 구매할 수 없습니다. 받은 아이템은 내 지갑의 보유 아이템에서 확인할 수 있습니다.',
    '1인당 최대 100개까지 교환할 수 있으며, 신청하는 즉시 지급됩니다.',
  ]);
  const term = (name: string) => screen.getByText(name).nextSibling;
  expect(term('교환 비율')).toHaveTextContent('이벤트 아이템 #11 × 10 → 100 러브');
  expect(term('1인당 교환 한도')).toHaveTextContent('이벤트 아이템 #11 × 100');
  // What I hold and the most I can exchange now (35 held, 80 left in the limit: 30 in steps of 10), by the form.
  expect(await screen.findByText('보유 수량')).toBeInTheDocument();
  expect(term('보유 수량')).toHaveTextContent('이벤트 아이템 #11 × 35');
  expect(term('지금 교환 가능')).toHaveTextContent('이벤트 아이템 #11 × 30');
  expect(term('나의 교환')).toHaveTextContent('이벤트 아이템 #11 × 20 → 200 러브');
  expect(term('남은 교환 한도')).toHaveTextContent('이벤트 아이템 #11 × 80');
  expect(term('전체 교환')).toHaveTextContent('이벤트 아이템 #11 × 1,230 (57건)');
  expect(term('기간')).toHaveTextContent(/2025\. 8\. 1\..*~.*2025\. 8\. 31\./);
  const applications = await screen.findByRole('list', { name: '나의 신청 내역' });
  expect(within(applications).getByRole('listitem')).toHaveTextContent('이벤트 아이템 #11 × 20 → 200 러브');
  // The item's raw code (450) means nothing to a member: named as the wallet names it (the 11th event item), without it.
  expect(document.body).not.toHaveTextContent('450');
});

test('in English the rate is told in luv, with amounts formatted for the reader', async () => {
  await renderExchange(
    {
      'GET /api/events/exchange/rate': reply({
        event: { ...EVENT, rateFrom: 1000, rateTo: 10000, perMemberLimit: 5000 },
      }),
    },
    { locale: 'en' },
  );
  const guide = await screen.findByRole('region', { name: 'About this event' });
  expect(guide).toHaveTextContent('During the event, every 1,000 of Event item #11 can be exchanged for 10,000 luv.');
  expect(guide).toHaveTextContent('Each member can exchange up to 5,000');
});

test('the button stays off, saying why, until the amount is a multiple of the rate within the limit and what is held; then it is applied once', async () => {
  const { user, api } = await renderExchange({
    'POST /api/events/exchange/apply': reply(
      { applicationId: 2, eventId: 7, amountFrom: 30, amountTo: 300, createdAt: '2025-08-13T06:00:00.000Z' },
      201,
    ),
  });
  const amount = await screen.findByLabelText('교환할 이벤트 아이템 #11 수량');
  const apply = screen.getByRole('button', { name: '교환 신청' });
  expect(apply).toBeDisabled();
  const typed = async (value: string) => {
    await user.clear(amount);
    await user.type(amount, value);
  };
  await typed('15');
  expect(apply).toBeDisabled();
  expect(apply).toHaveAccessibleDescription('10 단위로 입력해주세요.');
  await typed('90');
  expect(apply).toHaveAccessibleDescription('교환 한도를 초과했습니다.');
  await typed('40');
  expect(apply).toHaveAccessibleDescription('보유한 이벤트 아이템 #11보다 많이 교환할 수 없습니다.');
  await typed('abc');
  expect(apply).toHaveAccessibleDescription('교환 수량을 확인해주세요.');
  expect(apply).toBeDisabled();
  expect(api.count('POST', '/api/events/exchange/apply')).toBe(0);

  await typed('30');
  expect(apply).toBeEnabled();
  expect(apply).toHaveAccessibleDescription('받게 될 수량: 300 러브');
  await afterClickGuard();
  await user.click(apply);
  expect(await screen.findByText('교환되었습니다: 300 러브')).toBeInTheDocument();
  expect(api.bodiesOf('POST', '/api/events/exchange/apply')).toEqual([{ eventId: 7, amountFrom: 30 }]);
  expect(api.keysOf('POST', '/api/events/exchange/apply')[0]).toBeTruthy();
});

test.each([
  [{ holding: 0 }, '보유한 이벤트 아이템 #11 수량이 없어 교환할 수 없습니다.'],
  [{ holding: 7 }, '보유 수량이 교환 단위(10개)보다 적어 교환할 수 없습니다.'],
  [{ holding: 35, mine: { from: 100, to: 1000, remaining: 0 } }, '이 이벤트의 교환 한도를 모두 사용했습니다.'],
])('nothing to exchange (%o): the field and the button are off and say why', async (amounts, why) => {
  await renderExchange({ 'GET /api/events/exchange/amount': reply({ ...AMOUNTS, ...amounts }) });
  const apply = await screen.findByRole('button', { name: '교환 신청' });
  await waitFor(() => expect(apply).toHaveAccessibleDescription(why));
  expect(apply).toBeDisabled();
  expect(screen.getByLabelText('교환할 이벤트 아이템 #11 수량')).toBeDisabled();
  expect(screen.getByText(why)).toBeVisible();
});

test('no event running', async () => {
  await renderExchange({ 'GET /api/events/exchange/rate': reply({ event: null }) });
  expect(await screen.findByText('진행 중인 교환 이벤트가 없습니다.')).toBeInTheDocument();
});

test('a visitor reads the event and is asked to sign in to apply', async () => {
  const { api } = await renderExchange({}, { member: null });
  expect(await screen.findByRole('heading', { name: '여름 교환 이벤트' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '로그인 하기' })).toBeInTheDocument();
  await waitFor(() => expect(api.count('GET', '/api/events/exchange/amount')).toBe(0));
});

test('nova has no exchange events', async () => {
  await renderExchange({}, { brand: 'nova' });
  expect(screen.getByRole('heading', { name: '이용할 수 없는 서비스입니다' })).toBeInTheDocument();
});

test('in English the item is named by its kind and number too, without its code', async () => {
  await renderExchange({}, { locale: 'en' });
  expect(await screen.findByLabelText('Event item #11 to exchange')).toBeInTheDocument();
  expect(document.body).not.toHaveTextContent('450');
});
