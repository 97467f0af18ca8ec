import { callJson, createPayment, eventually, startSandbox, startWebhookReceiver } from './testing/gateway-harness';

describe('payment gateway: the operator page over HTTP', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let url: string;
  beforeEach(async () => {
    sandbox = await startSandbox();
    url = sandbox.url;
    receiver = await startWebhookReceiver();
  });
  afterEach(async () => {
    await sandbox.close();
    await receiver.close();
  });

  const page = async () => (await fetch(`${url}/gateway/admin`)).text();
  const press = (paymentKey: string, form: Record<string, string>) =>
    fetch(`${url}/gateway/admin/payments/${paymentKey}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
  const record = async (paymentKey: string) =>
    (await callJson(url, 'GET', `/gateway/test/payments/${paymentKey}`)).body;
  /** A virtual account issued and confirmed: waiting for its deposit. */
  const waitingAccount = async (amount = 11_000) => {
    const payment = await createPayment(url, { method: 'virtualaccount', amount, webhookUrl: receiver.webhookUrl });
    await fetch(`${payment.checkoutUrl}?decide=approve`, { redirect: 'manual' });
    await callJson(url, 'POST', '/gateway/v1/payments/confirm', {
      paymentKey: payment.paymentKey,
      orderId: payment.orderId,
      amount,
    });
    await eventually(() => expect(receiver.received).toHaveLength(1));
    receiver.received.length = 0;
    return payment;
  };

  test('lists payments with their status, account and deposit buttons, in Korean', async () => {
    expect(await page()).toContain('아직 결제가 없습니다.');
    const payment = await waitingAccount();
    const response = await fetch(`${url}/gateway/admin`);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain(payment.orderId);
    expect(html).toContain('입금 대기 (WAITING_FOR_DEPOSIT)');
    expect(html).toContain((await record(payment.paymentKey)).virtualAccount.accountNumber);
    expect(html).toContain('value="deposit-exact">입금(정확한 금액) 11,000원</button>');
    expect(html).toContain('value="deposit-wrong">입금(잘못된 금액) 10,000원</button>');
  });

  test('입금(정확한 금액) completes the payment and sends DEPOSIT_CALLBACK DONE; 303 back to the page', async () => {
    const payment = await waitingAccount();
    const response = await press(payment.paymentKey, { action: 'deposit-exact' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/gateway/admin');
    expect(await record(payment.paymentKey)).toMatchObject({ status: 'DONE', depositedAmount: 11_000 });
    await eventually(() =>
      expect(receiver.received.map(({ body }) => [body.type, body.data.status])).toEqual([
        ['DEPOSIT_CALLBACK', 'DONE'],
      ]),
    );
  });

  test('입금(잘못된 금액) leaves a wrong deposit: PARTIAL_DEPOSIT with another amount', async () => {
    const payment = await waitingAccount(500);
    await press(payment.paymentKey, { action: 'deposit-wrong' });
    expect(await record(payment.paymentKey)).toMatchObject({ status: 'PARTIAL_DEPOSIT', depositedAmount: 1_500 });
    await eventually(() =>
      expect(receiver.received[0]?.body.data).toMatchObject({
        status: 'PARTIAL_DEPOSIT',
        amount: 500,
        depositedAmount: 1_500,
      }),
    );
    const again = await press(payment.paymentKey, { action: 'deposit-exact' });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('입금을 기다리는 가상계좌 결제가 아닙니다.');
  });

  test("결제사 직권 환불 cancels a DONE payment on the gateway's own account and sends the CANCELED webhook", async () => {
    const payment = await waitingAccount();
    expect(await page()).not.toContain('value="refund"');
    await press(payment.paymentKey, { action: 'deposit-exact' });
    await eventually(() => expect(receiver.received).toHaveLength(1));
    expect(await page()).toContain('value="refund">결제사 직권 환불</button>');
    const response = await press(payment.paymentKey, { action: 'refund' });
    expect(response.status).toBe(303);
    expect(await record(payment.paymentKey)).toMatchObject({ status: 'CANCELED', cancelReason: '결제사 직권 취소' });
    await eventually(() => expect(receiver.received[1]?.body.data).toMatchObject({ status: 'CANCELED' }));
    expect((await press(payment.paymentKey, { action: 'refund' })).status).toBe(409);
    const again = await callJson(url, 'POST', `/gateway/test/payments/${payment.paymentKey}/refund`, {});
    expect(again).toMatchObject({ status: 409, body: { code: 'ALREADY_CANCELED_PAYMENT' } });
  });

  test('the fault buttons: twice, hold then release, delay, replay', async () => {
    const payment = await waitingAccount();
    await press(payment.paymentKey, { action: 'duplicate-on' });
    await press(payment.paymentKey, { action: 'hold-on' });
    await press(payment.paymentKey, { action: 'delay', delayMs: '250' });
    expect((await record(payment.paymentKey)).faults).toEqual({ duplicate: true, hold: true, delayMs: 250 });
    expect(await page()).toContain('두 번 보내기 끄기');

    await press(payment.paymentKey, { action: 'deposit-exact' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.received).toEqual([]);
    await press(payment.paymentKey, { action: 'release' });
    await eventually(() => expect(receiver.received).toHaveLength(2));
    expect(receiver.received[0]?.body.eventId).toBe(receiver.received[1]?.body.eventId);

    await press(payment.paymentKey, { action: 'replay' });
    await eventually(() => expect(receiver.received).toHaveLength(3));
    await press(payment.paymentKey, { action: 'duplicate-off' });
    await press(payment.paymentKey, { action: 'hold-off' });
    expect((await record(payment.paymentKey)).faults).toEqual({ duplicate: false, hold: false, delayMs: 250 });
    expect(await page()).toContain('<td>replay</td>');
  });

  test('a bad button or delay shows the page again with the message; an unknown payment is 404', async () => {
    const payment = await createPayment(url);
    const bad = await press(payment.paymentKey, { action: 'delay', delayMs: '-5' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('지연은 0에서 600000 ms 사이로 입력해주세요.');
    expect((await press(payment.paymentKey, { action: 'explode' })).status).toBe(400);
    expect((await press(payment.paymentKey, { action: 'replay' })).status).toBe(409);
    expect((await press('sbx_nothing', { action: 'release' })).status).toBe(404);
  });

  test('the sandbox home page links the operator page', async () => {
    const home = await (await fetch(`${url}/`)).text();
    expect(home).toContain('Payment gateway');
    expect(home).toContain('<a href="/gateway/admin">/gateway/admin</a>');
  });
});
