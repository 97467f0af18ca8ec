import { screen, waitFor, within } from '@testing-library/react';
import { pageOf, reply } from '@onair/store/testing';
import { afterClickGuard } from '@onair/ui/testing';
import { renderEarnings, withdrawal } from './render-earnings';
import { STREAMER } from '../testing/render-money';

test('the received summary: total, available, held and withdrawn', async () => {
  await renderEarnings();
  expect(await screen.findByText('누적 수익')).toBeInTheDocument();
  expect(screen.getByText('80,000 러브')).toBeInTheDocument();
  expect(screen.getByText('출금 가능').nextSibling).toHaveTextContent('30,000 러브');
  expect(screen.getByText('출금 신청 중').nextSibling).toHaveTextContent('20,000 러브');
  // The total counts subscriptions, the list below only gifts: the page says so.
  expect(
    screen.getByText('누적 수익은 받은 선물과 구독 수익을 수수료를 빼고 합한 금액입니다. 아래 목록은 받은 선물입니다.'),
  ).toBeInTheDocument();
});

test('the withdrawal form checks the minimum and the available amount, and shows the fee and payout', async () => {
  const { user, api } = await renderEarnings();
  const amount = await screen.findByLabelText('출금할 러브');
  const quote = screen.getByLabelText('예상 지급액');
  const submit = screen.getByRole('button', { name: '출금 신청' });

  await user.type(amount, '9999');
  await user.click(submit);
  expect(screen.getByRole('alert')).toHaveTextContent('최소 10,000 러브부터 출금할 수 있습니다.');
  expect(within(quote).getAllByText('-')).toHaveLength(2);

  await user.clear(amount);
  await user.type(amount, '30001');
  await afterClickGuard();
  await user.click(submit);
  expect(screen.getByRole('alert')).toHaveTextContent('출금 가능 금액을 초과했습니다.');

  await user.clear(amount);
  await user.type(amount, '12345');
  expect(within(quote).getByText('원천징수 세액 (3.3%)').nextSibling).toHaveTextContent('407원');
  expect(within(quote).getByText('예상 지급액').nextSibling).toHaveTextContent('11,938원');
  expect(api.count('POST', '/api/luv/withdraw')).toBe(0);
});

test('with less than the minimum available, the button is disabled and the page says how much more is needed', async () => {
  const { user, api } = await renderEarnings({
    'GET /api/luv/received': reply({ total: 8000, available: 7500, held: 0, withdrawn: 0 }),
  });
  const amount = await screen.findByLabelText('출금할 러브');
  const submit = screen.getByRole('button', { name: '출금 신청' });
  expect(submit).toBeDisabled();
  expect(submit).toHaveAccessibleDescription('출금 신청까지 2,500 러브 더 필요합니다.');
  await user.type(amount, '7500{Enter}');
  expect(api.count('POST', '/api/luv/withdraw')).toBe(0);
});

test('with exactly the minimum available, the button stays enabled and says nothing more', async () => {
  await renderEarnings({ 'GET /api/luv/received': reply({ total: 10000, available: 10000, held: 0, withdrawn: 0 }) });
  await screen.findByLabelText('출금할 러브');
  expect(screen.getByRole('button', { name: '출금 신청' })).toBeEnabled();
  expect(screen.queryByText(/더 필요합니다/)).not.toBeInTheDocument();
});

test('a valid request is sent once with an Idempotency-Key', async () => {
  const { user, api } = await renderEarnings({
    'POST /api/luv/withdraw': reply(withdrawal({ withdrawId: 6, amount: 12345, payout: 11938 }), 201),
  });
  await user.type(await screen.findByLabelText('출금할 러브'), '12,345');
  await user.click(screen.getByRole('button', { name: '출금 신청' }));
  expect(await screen.findByText('12,345 러브 출금이 신청되었습니다.')).toBeInTheDocument();
  expect(api.bodiesOf('POST', '/api/luv/withdraw')).toEqual([{ amount: 12345 }]);
  expect(api.keysOf('POST', '/api/luv/withdraw')[0]).toMatch(/^[0-9a-f-]{36}$/);
});

/** The panels' headings in the order a phone shows them, one under the other. */

test('a requested withdrawal can be cancelled after confirming; a completed one cannot', async () => {
  const { user, api } = await renderEarnings({
    'GET /api/luv/withdraw-list': reply(
      pageOf([
        withdrawal({ bankAccount: '*********0123' }),
        withdrawal({ withdrawId: 4, state: 'completed', bankAccount: '*********0123' }),
      ]),
    ),
    'POST /api/luv/withdraw-cancel': reply(withdrawal({ state: 'cancelled' })),
  });
  const list = await screen.findByRole('list', { name: '출금 내역' });
  const [requested, completed] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
  expect(requested).toHaveTextContent('20,000 러브 → 19,340원');
  expect(requested).toHaveTextContent('신청');
  expect(within(completed).queryByRole('button')).not.toBeInTheDocument();
  expect(completed).toHaveTextContent('지급 완료');
  // The account as the API sends it in the list ('*********0123') reads as on the bank panel: ****0123.
  expect(requested).toHaveTextContent(' · ****0123');
  expect(requested).not.toHaveTextContent('*****');

  await user.click(within(requested).getByRole('button', { name: '신청 취소' }));
  const confirm = screen.getByRole('alertdialog');
  expect(confirm).toHaveTextContent('20,000 러브 출금 신청을 취소하시겠습니까?');
  await user.click(within(confirm).getByRole('button', { name: '신청 취소' }));
  await waitFor(() => expect(api.bodiesOf('POST', '/api/luv/withdraw-cancel')).toEqual([{ withdrawId: 5 }]));
  expect(api.keysOf('POST', '/api/luv/withdraw-cancel')[0]).toBeTruthy();
});

test('a member without a channel is told the page is for streamers and led to open a channel', async () => {
  const { api } = await renderEarnings({}, { member: { ...STREAMER, channelId: null } });
  expect(screen.getByText('방송 채널이 있는 BJ만 이용할 수 있습니다.', { exact: false })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '채널 개설하기' })).toHaveAttribute('href', '/my/channel');
  expect(api.count('GET', '/api/luv/received')).toBe(0);
});

test.each([
  ['mint', '민트라이브'],
  ['nova', '노바TV'],
] as const)(
  '%s has gifts but no withdrawals: what was received shows, the withdrawal part says it is not offered',
  async (brand, name) => {
    const { api } = await renderEarnings(
      {
        'GET /api/luv/received-list': reply(
          pageOf([
            {
              giftId: 3,
              senderNickname: '선물왕',
              itemCode: 100,
              amount: 1000,
              netAmount: 750,
              message: '응원해요',
              createdAt: '2025-08-13T06:00:00.000Z',
            },
          ]),
        ),
      },
      { brand },
    );
    expect(screen.getByRole('heading', { name: '수익 내역', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('받은 러브 내역을 확인할 수 있습니다.')).toBeInTheDocument();
    expect(await screen.findByText('누적 수익')).toBeInTheDocument();
    expect(screen.getByText('80,000 러브')).toBeInTheDocument();
    expect(screen.getByText(`${name}에서는 출금 신청을 제공하지 않습니다.`)).toBeInTheDocument();
    const gifts = await screen.findByRole('list', { name: '받은 선물' });
    expect(within(gifts).getByRole('listitem')).toHaveTextContent('선물왕');
    expect(within(gifts).getByRole('listitem')).toHaveTextContent('실수령 750 러브');
    // Nothing of the withdrawal part: no figures, form, bank account or list, and none of their requests.
    for (const gone of ['출금 가능', '출금 신청 중', '출금 완료', '출금 계좌']) {
      expect(screen.queryByText(gone)).not.toBeInTheDocument();
    }
    expect(screen.queryByLabelText('출금할 러브')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '출금 내역' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '이용할 수 없는 서비스입니다' })).not.toBeInTheDocument();
    expect(api.count('GET', '/api/my/banks')).toBe(0);
    expect(api.count('GET', '/api/luv/withdraw-list')).toBe(0);
  },
);

test('the total note mentions subscriptions only where the brand has them', async () => {
  const nova = await renderEarnings({}, { brand: 'nova' });
  expect(
    await screen.findByText(
      '누적 수익은 받은 선물과 구독 수익을 수수료를 빼고 합한 금액입니다. 아래 목록은 받은 선물입니다.',
    ),
  ).toBeInTheDocument();
  nova.unmount();
  await renderEarnings({}, { brand: 'bellcast' });
  expect(await screen.findByText('누적 수익은 받은 선물을 수수료를 빼고 합한 금액입니다.')).toBeInTheDocument();
  expect(screen.queryByText(/구독/)).not.toBeInTheDocument();
});

test('mint in English: the withdrawal part says plainly it is not offered', async () => {
  await renderEarnings({}, { brand: 'mint', locale: 'en' });
  expect(await screen.findByText('MintLive does not offer withdrawals.')).toBeInTheDocument();
  expect(screen.getByText('Ask customer service about settling what you received.')).toBeInTheDocument();
  // Where to ask: mint's customer service takes both phone and email.
  expect(screen.getByRole('link', { name: '1566-7700' })).toHaveAttribute('href', 'tel:1566-7700');
  expect(screen.getByRole('link', { name: 'cs@mintlive.co.kr' })).toHaveAttribute('href', 'mailto:cs@mintlive.co.kr');
  expect(screen.getByRole('heading', { name: 'Earnings', level: 1 })).toBeInTheDocument();
});

test('bellcast streamers (hosts) withdraw bell', async () => {
  await renderEarnings({}, { brand: 'bellcast', locale: 'en' });
  expect(await screen.findByLabelText('Amount to withdraw (bell)')).toBeInTheDocument();
  expect(screen.getByText('Minimum 10,000 bell, available 30,000 bell')).toBeInTheDocument();
});

test('a bellcast host short of the minimum is told in bell, in English', async () => {
  await renderEarnings(
    { 'GET /api/luv/received': reply({ total: 500, available: 500, held: 0, withdrawn: 0 }) },
    { brand: 'bellcast', locale: 'en' },
  );
  expect(await screen.findByText('You need 9,500 bell more to request a withdrawal.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();
});
