import { screen, waitFor, within } from '@testing-library/react';
import { reply, type FakeRoute } from '@onair/store/testing';
import { afterClickGuard } from '@onair/ui/testing';
import { renderMoney, type RenderMoneyOptions } from '../testing/renderMoney';
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

test('the running event: title, rate, period, limit, my totals, everyone’s and what I hold', async () => {
  await renderExchange();
  expect(await screen.findByRole('heading', { name: '여름 교환 이벤트' })).toBeInTheDocument();
  const term = (name: string) => screen.getByText(name).nextSibling;
  expect(term('교환 비율')).toHaveTextContent('이벤트 아이템 #11 × 10 → 100 러브');
  expect(term('1인당 교환 한도')).toHaveTextContent('이벤트 아이템 #11 × 100');
  expect(await screen.findByText('보유 이벤트 아이템 #11')).toBeInTheDocument();
  expect(term('보유 이벤트 아이템 #11')).toHaveTextContent('이벤트 아이템 #11 × 35');
  expect(term('나의 교환')).toHaveTextContent('이벤트 아이템 #11 × 20 → 200 러브');
  expect(term('남은 교환 한도')).toHaveTextContent('이벤트 아이템 #11 × 80');
  expect(term('전체 교환')).toHaveTextContent('이벤트 아이템 #11 × 1,230 (57건)');
  expect(term('기간')).toHaveTextContent(/2025\. 8\. 1\..*~.*2025\. 8\. 31\./);
  const applications = await screen.findByRole('list', { name: '나의 신청 내역' });
  expect(within(applications).getByRole('listitem')).toHaveTextContent('이벤트 아이템 #11 × 20 → 200 러브');
  // The item's raw code (450) means nothing to a member: named as the wallet names it (the 11th event item), without it.
  expect(document.body).not.toHaveTextContent('450');
});

test('the amount must be a multiple of the rate, within the limit and what is held; then it is applied once', async () => {
  const { user, api } = await renderExchange({
    'POST /api/events/exchange/apply': reply(
      { applicationId: 2, eventId: 7, amountFrom: 30, amountTo: 300, createdAt: '2025-08-13T06:00:00.000Z' },
      201,
    ),
  });
  const amount = await screen.findByLabelText('교환할 이벤트 아이템 #11 수량');
  const apply = screen.getByRole('button', { name: '교환 신청' });
  const attempt = async (value: string) => {
    await user.clear(amount);
    await user.type(amount, value);
    await afterClickGuard();
    await user.click(apply);
  };
  await attempt('15');
  expect(screen.getByRole('alert')).toHaveTextContent('10 단위로 입력해주세요.');
  await attempt('90');
  expect(screen.getByRole('alert')).toHaveTextContent('교환 한도를 초과했습니다.');
  await attempt('40');
  expect(screen.getByRole('alert')).toHaveTextContent('보유한 이벤트 아이템 #11보다 많이 교환할 수 없습니다.');
  expect(api.count('POST', '/api/events/exchange/apply')).toBe(0);

  await user.clear(amount);
  await user.type(amount, '30');
  expect(screen.getByText('받게 될 수량: 300 러브')).toBeInTheDocument();
  await afterClickGuard();
  await user.click(apply);
  expect(await screen.findByText('교환되었습니다: 300 러브')).toBeInTheDocument();
  expect(api.bodiesOf('POST', '/api/events/exchange/apply')).toEqual([{ eventId: 7, amountFrom: 30 }]);
  expect(api.keysOf('POST', '/api/events/exchange/apply')[0]).toBeTruthy();
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
