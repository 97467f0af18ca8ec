import { callJson, createPayment, decideByForm, startSandbox } from './testing/gateway-harness';

describe('payment gateway: the checkout window over HTTP', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let url: string;
  beforeEach(async () => {
    sandbox = await startSandbox();
    url = sandbox.url;
  });
  afterEach(() => sandbox.close());

  const status = async (paymentKey: string) => (await callJson(url, 'GET', `/gateway/v1/payments/${paymentKey}`)).body.status;
  const query = (location: string | null) => Object.fromEntries(new URL(location ?? 'http://missing').searchParams);

  test('the page is Korean HTML for a phone: order name, amount, method and the four buttons', async () => {
    const { checkoutUrl, paymentKey, orderId } = await createPayment(url, { orderName: '<b>루비</b> 1,000개', amount: 1_100_000, method: 'kakaopay' });
    const response = await fetch(checkoutUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain('<html lang="ko">');
    expect(page).toContain('name="viewport"');
    expect(page).toContain('&#60;b&#62;루비&#60;/b&#62; 1,000개');
    expect(page).not.toContain('<b>루비</b>');
    expect(page).toContain('1,100,000원');
    expect(page).toContain('카카오페이');
    expect(page).toContain(orderId);
    expect(page).toContain(`<form method="post" action="/gateway/checkout/${paymentKey}">`);
    for (const [value, label] of [['approve', '결제하기'], ['decline', '결제 실패'], ['approval_error', '승인 오류'], ['cancel', '취소']]) {
      expect(page).toMatch(new RegExp(`<button type="submit" name="decision" value="${value}"[^>]*>${label}</button>`));
    }
  });

  test('결제하기 answers 303 to successUrl with orderId, paymentKey and amount, keeping its own query', async () => {
    const { paymentKey, orderId } = await createPayment(url, { successUrl: 'http://localhost:4200/payments/success?brand=onair' });
    const answer = await decideByForm(url, paymentKey, 'approve');
    expect(answer.status).toBe(303);
    expect(answer.location?.startsWith('http://localhost:4200/payments/success?')).toBe(true);
    expect(query(answer.location)).toEqual({ brand: 'onair', orderId, paymentKey, amount: '11000' });
    expect(await status(paymentKey)).toBe('IN_PROGRESS');
  });

  test.each([
    ['creditcard', 'REJECT_CARD_PAYMENT'],
    ['CARD', 'REJECT_CARD_PAYMENT'],
    ['kakaopay', 'PAY_PROCESS_ABORTED'],
    ['mobile', 'PAY_PROCESS_ABORTED'],
  ])('결제 실패 with %s answers 303 to failUrl with %s', async (method, code) => {
    const { paymentKey, orderId } = await createPayment(url, { method });
    const answer = await decideByForm(url, paymentKey, 'decline');
    expect(answer.status).toBe(303);
    expect(answer.location?.startsWith('http://localhost:4200/payments/fail?')).toBe(true);
    expect(query(answer.location)).toEqual({ orderId, code, message: expect.stringContaining('실패') });
    expect(await status(paymentKey)).toBe('ABORTED');
  });

  test('취소 answers 303 to failUrl with PAY_PROCESS_CANCELED', async () => {
    const { paymentKey, orderId } = await createPayment(url);
    const answer = await decideByForm(url, paymentKey, 'cancel');
    expect(query(answer.location)).toEqual({ orderId, code: 'PAY_PROCESS_CANCELED', message: '사용자에 의해 결제가 취소되었습니다.' });
    expect(await status(paymentKey)).toBe('CANCELED');
  });

  test('승인 오류 goes to successUrl like 결제하기; only the confirm fails', async () => {
    const { paymentKey, orderId } = await createPayment(url);
    const answer = await decideByForm(url, paymentKey, 'approval_error');
    expect(query(answer.location)).toEqual({ orderId, paymentKey, amount: '11000' });
    expect(await status(paymentKey)).toBe('IN_PROGRESS');
  });

  test.each(['approve', 'decline', 'cancel', 'approval_error'])('?decide=%s answers the same 303 as the form', async (decision) => {
    const viaForm = await createPayment(url);
    const viaQuery = await createPayment(url);
    const fromForm = await decideByForm(url, viaForm.paymentKey, decision);
    const fromQuery = await fetch(`${viaQuery.checkoutUrl}?decide=${decision}`, { redirect: 'manual' });
    expect(fromQuery.status).toBe(303);
    const strip = (location: string | null) => location?.replace(/orderId=[^&]+|paymentKey=[^&]+/g, '');
    expect(strip(fromQuery.headers.get('location'))).toBe(strip(fromForm.location));
    expect(await status(viaQuery.paymentKey)).toBe(await status(viaForm.paymentKey));
  });

  test('virtual account: 결제하기 issues the account and shows it, then 가맹점으로 돌아가기 goes to successUrl', async () => {
    const { paymentKey, orderId, checkoutUrl } = await createPayment(url, { method: 'virtualaccount' });
    const issued = await decideByForm(url, paymentKey, 'approve');
    expect(issued.status).toBe(303);
    expect(issued.location).toBe(`/gateway/checkout/${paymentKey}`);
    const page = await (await fetch(checkoutUrl)).text();
    const { virtualAccount } = (await callJson(url, 'GET', `/gateway/v1/payments/${paymentKey}`)).body;
    expect(page).toContain('가상계좌가 발급되었습니다');
    expect(page).toContain(virtualAccount.bank);
    expect(page).toContain(virtualAccount.accountNumber);
    expect(page).toContain('입금 기한');
    expect(page).toContain('value="return"');
    expect(page).not.toContain('value="approve"');
    const back = await decideByForm(url, paymentKey, 'return');
    expect(back.status).toBe(303);
    expect(query(back.location)).toEqual({ orderId, paymentKey, amount: '11000' });
  });

  test('virtual account: ?decide=approve issues the account and goes straight to successUrl', async () => {
    const { paymentKey, checkoutUrl } = await createPayment(url, { method: 'virtualaccount' });
    const response = await fetch(`${checkoutUrl}?decide=approve`, { redirect: 'manual' });
    expect(response.headers.get('location')).toContain('http://localhost:4200/payments/success?');
    expect((await callJson(url, 'GET', `/gateway/v1/payments/${paymentKey}`)).body.virtualAccount).not.toBeNull();
  });

  test('a decided payment shows its status without buttons, and a second decision is 409', async () => {
    const { paymentKey, checkoutUrl } = await createPayment(url);
    await decideByForm(url, paymentKey, 'decline');
    const page = await (await fetch(checkoutUrl)).text();
    expect(page).toContain('이미 처리된 결제입니다.');
    expect(page).toContain('결제 실패');
    expect(page).not.toContain('name="decision"');
    const again = await decideByForm(url, paymentKey, 'approve');
    expect(again.status).toBe(409);
    expect(again.text).toContain('이미 처리된 결제 입니다.');
    expect(await status(paymentKey)).toBe('ABORTED');
  });

  test('an unknown payment is a 404 page; a form without a decision is shown again', async () => {
    const missing = await fetch(`${url}/gateway/checkout/sbx_nothing`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('결제 정보를 찾을 수 없습니다.');
    expect((await decideByForm(url, 'sbx_nothing', 'approve')).status).toBe(404);
    const { paymentKey } = await createPayment(url);
    const blank = await decideByForm(url, paymentKey, 'maybe');
    expect(blank.status).toBe(400);
    expect(blank.text).toContain('<p class="error" role="alert">');
    expect(await status(paymentKey)).toBe('READY');
  });
});
