import { screen, waitFor, within } from '@testing-library/react';
import { inTurn, pageOf, refuse, reply, type FakeRoute } from '@onair/store/testing';
import { afterClickGuard } from '@onair/ui/testing';
import { renderMoney, STREAMER, type RenderMoneyOptions } from '../testing/render-money';
import { EarningsPage } from './EarningsPage';

const BANKS = [
  { code: '004', name: 'KB국민은행' },
  { code: '088', name: '신한은행' },
];
const USABLE = '2025-08-01T00:00:00.000Z';
const ACCOUNT = { bankCode: '088', bankAccount: '****5678', bankHolderName: '김방송', usableFrom: USABLE };
/** GET /api/my/banks as the API answers it: a verified member, with the account given. */
const bankInfo = (account: object | null, identityVerified = true) => ({ account, banks: BANKS, identityVerified });
const withdrawal = (overrides = {}) => ({
  withdrawId: 5,
  amount: 20000,
  payout: 19340,
  state: 'requested',
  bankCode: '088',
  bankAccount: '****5678',
  bankHolderName: '김방송',
  requestedAt: '2025-08-13T06:00:00.000Z',
  decidedAt: null,
  decisionNote: null,
  ...overrides,
});

function renderEarnings(routes: Record<string, FakeRoute> = {}, options: Omit<RenderMoneyOptions, 'routes'> = {}) {
  return renderMoney(<EarningsPage openChannelPath="/my/channel" />, {
    member: STREAMER,
    ...options,
    routes: {
      'GET /api/luv/received': reply({ total: 80000, available: 30000, held: 20000, withdrawn: 30000 }),
      'GET /api/my/banks': reply(bankInfo(ACCOUNT)),
      'GET /api/luv/withdraw-list': reply(pageOf([withdrawal(), withdrawal({ withdrawId: 4, state: 'completed' })])),
      'GET /api/luv/received-list': reply(pageOf([])),
      ...routes,
    },
  });
}

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
  expect(within(quote).getByText('수수료 (3.3%)').nextSibling).toHaveTextContent('407원');
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
const panelOrder = () => screen.getAllByRole('region').map((region) => region.querySelector('h2')?.textContent);

test('without a bank account the member is asked to register one first, and the account form comes first', async () => {
  await renderEarnings({ 'GET /api/my/banks': reply(bankInfo(null)) });
  expect(await screen.findByText('출금 계좌를 먼저 등록해주세요.')).toBeInTheDocument();
  expect(screen.queryByLabelText('출금할 러브')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: '계좌 등록' })).toBeInTheDocument();
  // On a phone the panels stand one under the other: the form to fill in is the first one seen.
  const order = panelOrder();
  expect(order.indexOf('출금 계좌')).toBeLessThan(order.indexOf('출금 신청'));
});

test('with a bank account registered, the request form comes before the account', async () => {
  await renderEarnings();
  await screen.findByLabelText('출금할 러브');
  const order = panelOrder();
  expect(order.indexOf('출금 신청')).toBeLessThan(order.indexOf('출금 계좌'));
});

/** The registered account as the panel shows it: term → value. */
function registeredAccount() {
  const card = screen.getByRole('region', { name: '등록된 출금 계좌' });
  return Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

test('the bank account form checks its fields, saves (PUT /api/my/banks) and then shows what is registered', async () => {
  // The server answers with the number masked, as it always shows it.
  // The first account is usable at once (docs/money.md, "Payout account").
  const saved = { bankCode: '088', bankAccount: '********6789', bankHolderName: '김방송', usableFrom: USABLE };
  const { user, api } = await renderEarnings({
    'GET /api/my/banks': inTurn(reply(bankInfo(null)), reply(bankInfo(saved))),
    'PUT /api/my/banks': reply(bankInfo(saved)),
  });
  await user.click(await screen.findByRole('button', { name: '계좌 등록' }));
  expect(screen.getByText('은행을 선택해주세요.')).toBeInTheDocument();
  expect(screen.getByText('계좌번호를 확인해주세요.')).toBeInTheDocument();
  expect(screen.getByText('예금주를 확인해주세요.')).toBeInTheDocument();
  expect(screen.getByText('비밀번호를 입력해주세요.')).toBeInTheDocument();
  expect(screen.getByLabelText('예금주')).toHaveAccessibleDescription('예금주를 확인해주세요. 예금주는 본인인증한 이름과 같아야 합니다.');
  // No hold to announce for a first account.
  expect(screen.queryByText(/72시간/)).not.toBeInTheDocument();

  await user.selectOptions(screen.getByLabelText('은행'), '신한은행');
  await user.type(screen.getByLabelText('계좌번호'), '110-123-456789');
  await user.type(screen.getByLabelText('예금주'), '김방송');
  const password = screen.getByLabelText('비밀번호');
  expect(password).toHaveAttribute('type', 'password');
  await user.type(password, 'my-password1!');
  await afterClickGuard();
  await user.click(screen.getByRole('button', { name: '계좌 등록' }));
  await waitFor(() =>
    expect(api.bodiesOf('PUT', '/api/my/banks')).toEqual([
      { bankCode: '088', bankAccount: '110123456789', bankHolderName: '김방송', password: 'my-password1!' },
    ]),
  );
  expect(await screen.findByText('출금 계좌가 저장되었습니다.')).toBeInTheDocument();
  expect(screen.queryByText(/이후 출금할 수 있습니다/)).not.toBeInTheDocument();
  expect(screen.queryByLabelText('비밀번호')).not.toBeInTheDocument();
  // Not an empty field that looks unsaved: the registered bank, the number's last four digits and the holder.
  expect(registeredAccount()).toEqual({ 은행: '신한은행', 계좌번호: '****6789끝자리 6789', 예금주: '김방송' });
  expect(screen.queryByLabelText('계좌번호')).not.toBeInTheDocument();
  expect(
    screen.getByText('출금 신청 금액은 이 계좌로 지급됩니다. 계좌번호는 끝 4자리만 표시됩니다.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '계좌 변경' })).toBeInTheDocument();
  // The full number is never on the page once saved.
  expect(document.body).not.toHaveTextContent('110123456789');
  // With an account registered, the withdrawal form opens.
  expect(await screen.findByLabelText('출금할 러브')).toBeInTheDocument();
});

test('a registered account shows as registered; changing it asks for the whole number and the password again, is held, and can be cancelled', async () => {
  const usableFrom = '2099-12-09T08:30:00.000Z';
  const changed = { bankCode: '004', bankAccount: '******4321', bankHolderName: '김방송', usableFrom };
  const { user, api } = await renderEarnings({
    'PUT /api/my/banks': reply(bankInfo(changed)),
  });
  expect(await screen.findByRole('region', { name: '등록된 출금 계좌' })).toBeInTheDocument();
  expect(registeredAccount()).toEqual({ 은행: '신한은행', 계좌번호: '****5678끝자리 5678', 예금주: '김방송' });
  expect(screen.queryByLabelText('계좌번호')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: '계좌 변경' }));
  expect(screen.getByLabelText('은행')).toHaveValue('088');
  expect(screen.getByLabelText('예금주')).toHaveValue('김방송');
  // What stays registered until the change is saved.
  expect(screen.getByText('등록된 계좌: 신한은행 ****5678 (김방송)')).toBeInTheDocument();
  const number = screen.getByLabelText('계좌번호');
  expect(number).toHaveValue('');
  expect(number).toHaveAccessibleDescription('보안을 위해 계좌번호는 전체를 다시 입력해주세요.');
  expect(screen.getByLabelText('비밀번호')).toHaveValue('');
  expect(screen.getByText('계좌를 변경하면 72시간 동안 새 계좌로 출금할 수 없으며, 변경 내용을 쪽지로 알려드립니다.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '취소' }));
  expect(registeredAccount()).toEqual({ 은행: '신한은행', 계좌번호: '****5678끝자리 5678', 예금주: '김방송' });
  expect(api.count('PUT', '/api/my/banks')).toBe(0);

  await user.click(screen.getByRole('button', { name: '계좌 변경' }));
  await user.selectOptions(screen.getByLabelText('은행'), 'KB국민은행');
  await user.type(screen.getByLabelText('계좌번호'), '0987654321');
  await user.type(screen.getByLabelText('비밀번호'), 'my-password1!');
  await afterClickGuard();
  await user.click(screen.getByRole('button', { name: '변경 저장' }));
  await waitFor(() =>
    expect(registeredAccount()).toEqual({ 은행: 'KB국민은행', 계좌번호: '****4321끝자리 4321', 예금주: '김방송' }),
  );
  expect(api.bodiesOf('PUT', '/api/my/banks')).toEqual([
    { bankCode: '004', bankAccount: '0987654321', bankHolderName: '김방송', password: 'my-password1!' },
  ]);
  // The new account is held: the card says from when withdrawals go to it.
  const card = screen.getByRole('region', { name: '등록된 출금 계좌' });
  expect(within(card).getByText(/^2099\. 12\. 9\. .+ 이후 출금할 수 있습니다\.$/)).toBeInTheDocument();
});

test("the API's refusals show as sent, beside the field they name; a wrong password is typed again", async () => {
  const { user } = await renderEarnings({
    'GET /api/my/banks': reply(bankInfo(null)),
    'PUT /api/my/banks': inTurn(
      () => ({
        status: 400,
        body: { statusCode: 400, code: 'VALIDATION_ERROR', message: '비밀번호가 올바르지 않습니다.', errors: [{ field: 'password', in: 'body', message: '비밀번호가 올바르지 않습니다.' }] },
      }),
      () => ({
        status: 422,
        body: {
          statusCode: 422,
          code: 'INVALID_REQUEST',
          message: '예금주가 본인인증한 이름과 일치하지 않습니다.',
          errors: [{ field: 'bankHolderName', in: 'body', message: '예금주가 본인인증한 이름과 일치하지 않습니다.' }],
        },
      }),
    ),
  });
  await user.selectOptions(await screen.findByLabelText('은행'), '신한은행');
  await user.type(screen.getByLabelText('계좌번호'), '110123456789');
  await user.type(screen.getByLabelText('예금주'), '김철수');
  await user.type(screen.getByLabelText('비밀번호'), 'wrong-one');
  await afterClickGuard();
  await user.click(screen.getByRole('button', { name: '계좌 등록' }));
  expect(await screen.findByLabelText('비밀번호')).toHaveAccessibleDescription(/^비밀번호가 올바르지 않습니다\./);
  expect(screen.getByLabelText('비밀번호')).toHaveValue('');

  await user.type(screen.getByLabelText('비밀번호'), 'right-one');
  await afterClickGuard();
  await user.click(screen.getByRole('button', { name: '계좌 등록' }));
  await waitFor(() =>
    expect(screen.getByLabelText('예금주')).toHaveAccessibleDescription(/^예금주가 본인인증한 이름과 일치하지 않습니다\./),
  );
  expect(screen.getByLabelText('비밀번호')).toHaveValue('right-one');
});

test('without a verified identity the page asks for it, links to the identity check, and offers no account fields', async () => {
  await renderEarnings({ 'GET /api/my/banks': reply(bankInfo(ACCOUNT, false)) });
  expect(await screen.findByText('출금 계좌를 등록하고 출금하려면 본인인증이 필요합니다.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '본인인증 하기' })).toHaveAttribute('href', '/my/personal-auth');
  // An account registered before the rule still shows, but cannot be changed until then.
  expect(registeredAccount()).toEqual({ 은행: '신한은행', 계좌번호: '****5678끝자리 5678', 예금주: '김방송' });
  expect(screen.queryByRole('button', { name: '계좌 변경' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('계좌번호')).not.toBeInTheDocument();
});

test('a withdrawal to a held account is refused with the time it becomes usable, in Korean as sent', async () => {
  const held = refuse(409, 'CONFLICT', { key: 'money.withdrawAccountOnHold', params: { usableFrom: '2099-12-09 17:30' } });
  const { user } = await renderEarnings({ 'POST /api/luv/withdraw': held });
  await user.type(await screen.findByLabelText('출금할 러브'), '10000');
  await user.click(screen.getByRole('button', { name: '출금 신청' }));
  expect(await screen.findByText('변경한 출금 계좌는 2099-12-09 17:30 이후 출금할 수 있습니다.')).toBeInTheDocument();
});

test('in English, the hold refusal reads in English with its time', async () => {
  const { user } = await renderEarnings(
    { 'POST /api/luv/withdraw': refuse(409, 'CONFLICT', { key: 'money.withdrawAccountOnHold', params: { usableFrom: '2099-12-09 17:30' } }) },
    { brand: 'bellcast', locale: 'en' },
  );
  await user.type(await screen.findByLabelText('Amount to withdraw (bell)'), '10000');
  await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
  expect(
    await screen.findByText('Withdrawals to the changed payout account can be made after 2099-12-09 17:30 (Korea time).'),
  ).toBeInTheDocument();
});

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
