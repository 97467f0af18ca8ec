import { basicAuth, callJson, createPayment, decideByForm, paymentRequest, startSandbox } from './testing/gateway-harness';

describe('payment gateway: the merchant API over HTTP', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let url: string;
  beforeEach(async () => {
    sandbox = await startSandbox();
    url = sandbox.url;
  });
  afterEach(() => sandbox.close());

  const confirm = (body: unknown) => callJson(url, 'POST', '/gateway/v1/payments/confirm', body);
  const cancel = (paymentKey: string, body: unknown = { cancelReason: '구매자 요청' }) => callJson(url, 'POST', `/gateway/v1/payments/${paymentKey}/cancel`, body);
  const get = (paymentKey: string) => callJson(url, 'GET', `/gateway/v1/payments/${paymentKey}`);
  const approved = async (overrides: Record<string, unknown> = {}, decision = 'approve') => {
    const payment = await createPayment(url, overrides);
    await fetch(`${payment.checkoutUrl}?decide=${decision}`, { redirect: 'manual' });
    return payment;
  };

  test('POST /gateway/v1/payments answers 201 READY with the checkout window', async () => {
    const request = paymentRequest();
    const answer = await callJson(url, 'POST', '/gateway/v1/payments', request);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ paymentKey: expect.stringMatching(/^sbx_[0-9a-f]{32}$/), orderId: request.orderId, checkoutUrl: expect.any(String), status: 'READY' });
    expect(answer.body.checkoutUrl).toBe(`${url}/gateway/checkout/${answer.body.paymentKey}`);
    expect((await get(answer.body.paymentKey)).body).toMatchObject({ status: 'READY', totalAmount: 11_000, method: 'creditcard', approvedAt: null, virtualAccount: null });
  });

  test.each([
    ['no Authorization', null],
    ['a wrong key', basicAuth('not-the-key')],
    ['the key without its colon', `Basic ${Buffer.from('sandbox-gateway-secret-key').toString('base64')}`],
    ['a Bearer token', 'Bearer sandbox-gateway-secret-key'],
  ])('%s is 401 UNAUTHORIZED_KEY on every merchant call', async (_name, authorization) => {
    const { paymentKey } = await createPayment(url);
    for (const [method, path, body] of [
      ['POST', '/gateway/v1/payments', paymentRequest()],
      ['POST', '/gateway/v1/payments/confirm', { paymentKey, orderId: 'x', amount: 1 }],
      ['POST', `/gateway/v1/payments/${paymentKey}/cancel`, { cancelReason: 'x' }],
      ['GET', `/gateway/v1/payments/${paymentKey}`, undefined],
    ] as const) {
      const answer = await callJson(url, method, path, body, authorization);
      expect(answer).toEqual({ status: 401, body: { code: 'UNAUTHORIZED_KEY', message: '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.' } });
    }
  });

  test('the keys come from options (SANDBOX_GATEWAY_SECRET_KEY in the environment)', async () => {
    const other = await startSandbox({ secretKey: 'live_sk_other' });
    try {
      expect((await callJson(other.url, 'POST', '/gateway/v1/payments', paymentRequest())).status).toBe(401);
      expect((await callJson(other.url, 'POST', '/gateway/v1/payments', paymentRequest(), basicAuth('live_sk_other'))).status).toBe(201);
    } finally {
      await other.close();
    }
  });

  test.each([
    [{ amount: 0 }, 'amount: must be at least 1'],
    [{ amount: 1000.5 }, 'amount: must be a whole number of won'],
    [{ amount: '1000' }, 'amount: must be a number'],
    [{ method: 'bitcoin' }, 'method: must be one of kakaopay, virtualaccount, myaccount, mobile, creditcard, CARD'],
    [{ orderId: 'abc' }, 'orderId: must be 6 to 64 letters, digits, -, _ or ='],
    [{ orderName: '' }, 'orderName: must not be empty'],
    [{ successUrl: 'javascript:alert(1)' }, 'successUrl: must be an http(s) URL'],
    [{ failUrl: undefined }, 'failUrl: is required'],
    [{ webhookUrl: 'ftp://x' }, 'webhookUrl: must be an http(s) URL'],
  ])('%j is 400 INVALID_REQUEST', async (overrides, message) => {
    const answer = await callJson(url, 'POST', '/gateway/v1/payments', paymentRequest(overrides));
    expect(answer).toEqual({ status: 400, body: { code: 'INVALID_REQUEST', message } });
  });

  test('a body that is not JSON is 400 INVALID_REQUEST too', async () => {
    const response = await fetch(`${url}/gateway/v1/payments`, { method: 'POST', headers: { authorization: basicAuth(), 'content-type': 'application/json' }, body: '{"orderId":' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_REQUEST' });
  });

  test('the same orderId twice is 409 DUPLICATED_ORDER_ID', async () => {
    const first = await createPayment(url);
    const again = await callJson(url, 'POST', '/gateway/v1/payments', paymentRequest({ orderId: first.orderId }));
    expect(again).toEqual({ status: 409, body: { code: 'DUPLICATED_ORDER_ID', message: expect.any(String) } });
  });

  test('confirm after the buyer authorized: 200 DONE, and the same answer when asked again', async () => {
    const { paymentKey, orderId } = await approved();
    expect((await get(paymentKey)).body.status).toBe('IN_PROGRESS');
    const first = await confirm({ paymentKey, orderId, amount: 11_000 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ paymentKey, orderId, status: 'DONE', method: 'creditcard', totalAmount: 11_000, approvedAt: expect.any(String) });
    expect(await confirm({ paymentKey, orderId, amount: 11_000 })).toEqual(first);
    expect((await get(paymentKey)).body).toEqual(first.body);
  });

  test('confirm refusals: wrong amount, wrong order, not authorized, unknown key', async () => {
    const ready = await createPayment(url);
    expect(await confirm({ paymentKey: ready.paymentKey, orderId: ready.orderId, amount: 11_000 })).toEqual({
      status: 400,
      body: { code: 'NOT_AUTHORIZED_PAYMENT', message: expect.any(String) },
    });
    const { paymentKey, orderId } = await approved();
    expect(await confirm({ paymentKey, orderId, amount: 1_000 })).toEqual({ status: 400, body: { code: 'INVALID_AMOUNT', message: '결제 금액이 일치하지 않습니다.' } });
    expect((await confirm({ paymentKey, orderId: ready.orderId, amount: 11_000 })).body.code).toBe('INVALID_REQUEST');
    expect((await get(paymentKey)).body.status).toBe('IN_PROGRESS');
    expect(await confirm({ paymentKey: 'sbx_nothing', orderId, amount: 11_000 })).toEqual({ status: 404, body: { code: 'NOT_FOUND_PAYMENT', message: expect.any(String) } });
    expect((await confirm({ paymentKey, orderId })).body).toEqual({ code: 'INVALID_REQUEST', message: 'amount: is required' });
  });

  test('승인 오류: authorized, then confirm is 400 APPROVAL_ERROR and the payment is ABORTED', async () => {
    const { paymentKey, orderId } = await approved({}, 'approval_error');
    const answer = await confirm({ paymentKey, orderId, amount: 11_000 });
    expect(answer).toEqual({ status: 400, body: { code: 'APPROVAL_ERROR', message: '카드사 승인이 거절되었습니다.' } });
    expect(await confirm({ paymentKey, orderId, amount: 11_000 })).toEqual(answer);
    expect((await get(paymentKey)).body).toMatchObject({ status: 'ABORTED', failure: { code: 'APPROVAL_ERROR' } });
    expect(await cancel(paymentKey)).toEqual({ status: 409, body: { code: 'NOT_CANCELABLE_PAYMENT', message: expect.any(String) } });
  });

  test('a declined payment cannot be confirmed: its failure is repeated', async () => {
    const { paymentKey, orderId } = await approved({}, 'decline');
    expect(await confirm({ paymentKey, orderId, amount: 11_000 })).toEqual({ status: 400, body: { code: 'REJECT_CARD_PAYMENT', message: expect.any(String) } });
  });

  test.each([
    ['READY', null],
    ['IN_PROGRESS', 'approve'],
  ])('cancel from %s answers 200 CANCELED', async (_status, decision) => {
    const payment = decision ? await approved({}, decision) : await createPayment(url);
    const answer = await cancel(payment.paymentKey, { cancelReason: '구매자 변심' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'CANCELED', cancelReason: '구매자 변심', canceledAt: expect.any(String) });
  });

  test('cancel after DONE, then again: 409 ALREADY_CANCELED_PAYMENT; confirm of a canceled payment is refused', async () => {
    const { paymentKey, orderId } = await approved();
    await confirm({ paymentKey, orderId, amount: 11_000 });
    expect((await cancel(paymentKey)).body.status).toBe('CANCELED');
    expect(await cancel(paymentKey)).toEqual({ status: 409, body: { code: 'ALREADY_CANCELED_PAYMENT', message: expect.any(String) } });
    expect((await confirm({ paymentKey, orderId, amount: 11_000 })).body.code).toBe('ALREADY_CANCELED_PAYMENT');
  });

  test('cancel and get of an unknown key are 404; cancel without a reason is 400', async () => {
    expect((await cancel('sbx_nothing')).status).toBe(404);
    expect(await get('sbx_nothing')).toEqual({ status: 404, body: { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' } });
    const { paymentKey } = await createPayment(url);
    expect(await cancel(paymentKey, {})).toEqual({ status: 400, body: { code: 'INVALID_REQUEST', message: 'cancelReason: is required' } });
  });

  test('virtual account: confirm answers WAITING_FOR_DEPOSIT with the account; exact and wrong deposits', async () => {
    const exact = await approved({ method: 'virtualaccount' });
    const waiting = await confirm({ paymentKey: exact.paymentKey, orderId: exact.orderId, amount: 11_000 });
    expect(waiting.status).toBe(200);
    expect(waiting.body).toMatchObject({ status: 'WAITING_FOR_DEPOSIT', approvedAt: null, virtualAccount: { bank: expect.any(String), accountNumber: expect.stringMatching(/^\d{3}-\d{6}-\d{5}$/), customerName: '홍길동' } });
    const due = Date.parse(waiting.body.virtualAccount.dueDate) - Date.now();
    expect(due).toBeGreaterThan(3 * 86_400_000 - 60_000);
    expect(due).toBeLessThanOrEqual(3 * 86_400_000);
    expect(await confirm({ paymentKey: exact.paymentKey, orderId: exact.orderId, amount: 11_000 })).toEqual(waiting);

    const paid = await callJson(url, 'POST', `/gateway/test/payments/${exact.paymentKey}/deposit`, {});
    expect(paid.body).toMatchObject({ status: 'DONE', depositedAmount: 11_000, approvedAt: expect.any(String) });

    const wrong = await approved({ method: 'virtualaccount' });
    await confirm({ paymentKey: wrong.paymentKey, orderId: wrong.orderId, amount: 11_000 });
    const partial = await callJson(url, 'POST', `/gateway/test/payments/${wrong.paymentKey}/deposit`, { amount: 10_000 });
    expect(partial.body).toMatchObject({ status: 'PARTIAL_DEPOSIT', depositedAmount: 10_000, approvedAt: null });
    expect((await callJson(url, 'POST', `/gateway/test/payments/${wrong.paymentKey}/deposit`, {})).body.code).toBe('NOT_WAITING_FOR_DEPOSIT');
  });

  test('an unpaid virtual account can be canceled', async () => {
    const { paymentKey, orderId } = await approved({ method: 'virtualaccount' });
    await confirm({ paymentKey, orderId, amount: 11_000 });
    expect((await cancel(paymentKey)).body.status).toBe('CANCELED');
    expect((await callJson(url, 'POST', `/gateway/test/payments/${paymentKey}/deposit`, {})).status).toBe(409);
  });

  test('deposits only into a virtual account waiting for one', async () => {
    const { paymentKey } = await createPayment(url, { method: 'virtualaccount' });
    await decideByForm(url, paymentKey, 'approve');
    expect(await callJson(url, 'POST', `/gateway/test/payments/${paymentKey}/deposit`, { amount: 11_000 })).toEqual({
      status: 409,
      body: { code: 'NOT_WAITING_FOR_DEPOSIT', message: expect.any(String) },
    });
  });
});
