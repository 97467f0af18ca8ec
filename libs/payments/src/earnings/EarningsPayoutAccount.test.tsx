// The payout account part of the earnings page: registering, changing and the refusals that name it.
import { screen, waitFor, within } from '@testing-library/react';
import { inTurn, refuse, reply } from '@onair/store/testing';
import { afterClickGuard } from '@onair/ui/testing';
import { ACCOUNT, bankInfo, renderEarnings, USABLE } from './render-earnings';

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
  expect(screen.getByLabelText('예금주')).toHaveAccessibleDescription(
    '예금주를 확인해주세요. 예금주는 본인인증한 이름과 같아야 합니다.',
  );
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
  expect(
    screen.getByText('계좌를 변경하면 72시간 동안 새 계좌로 출금할 수 없으며, 변경 내용을 쪽지로 알려드립니다.'),
  ).toBeInTheDocument();
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
        body: {
          statusCode: 400,
          code: 'VALIDATION_ERROR',
          message: '비밀번호가 올바르지 않습니다.',
          errors: [{ field: 'password', in: 'body', message: '비밀번호가 올바르지 않습니다.' }],
        },
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
    expect(screen.getByLabelText('예금주')).toHaveAccessibleDescription(
      /^예금주가 본인인증한 이름과 일치하지 않습니다\./,
    ),
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
  const held = refuse(409, 'CONFLICT', {
    key: 'money.withdrawAccountOnHold',
    params: { usableFrom: '2099-12-09 17:30' },
  });
  const { user } = await renderEarnings({ 'POST /api/luv/withdraw': held });
  await user.type(await screen.findByLabelText('출금할 러브'), '10000');
  await user.click(screen.getByRole('button', { name: '출금 신청' }));
  expect(await screen.findByText('변경한 출금 계좌는 2099-12-09 17:30 이후 출금할 수 있습니다.')).toBeInTheDocument();
});

test('in English, the hold refusal reads in English with its time', async () => {
  const { user } = await renderEarnings(
    {
      'POST /api/luv/withdraw': refuse(409, 'CONFLICT', {
        key: 'money.withdrawAccountOnHold',
        params: { usableFrom: '2099-12-09 17:30' },
      }),
    },
    { brand: 'bellcast', locale: 'en' },
  );
  await user.type(await screen.findByLabelText('Amount to withdraw (bell)'), '10000');
  await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
  expect(
    await screen.findByText(
      'Withdrawals to the changed payout account can be made after 2099-12-09 17:30 (Korea time).',
    ),
  ).toBeInTheDocument();
});
