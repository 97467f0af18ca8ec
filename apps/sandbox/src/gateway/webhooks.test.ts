import { createHmac } from 'node:crypto';
import { gatewayOptions } from './options';
import { callJson, createPayment, eventually, startSandbox, startWebhookReceiver, WEBHOOK_SECRET, type ReceivedWebhook } from './testing/gateway-harness';

/** What the API does, written out independently of the sandbox's signing code. */
function expectSignedBy(secret: string, webhook: ReceivedWebhook) {
  const timestamp = webhook.headers['x-gateway-timestamp'] as string;
  expect(timestamp).toMatch(/^\d+$/);
  expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(10);
  const expected = createHmac('sha256', secret).update(`${timestamp}.${webhook.rawBody}`).digest('hex');
  expect(webhook.headers['x-gateway-signature']).toBe(`v1=${expected}`);
}

describe('payment gateway: webhooks to a local receiver', () => {
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

  const create = (overrides: Record<string, unknown> = {}) => createPayment(url, { webhookUrl: receiver.webhookUrl, ...overrides });
  const decide = (checkoutUrl: string, decision: string) => fetch(`${checkoutUrl}?decide=${decision}`, { redirect: 'manual' });
  const confirm = (payment: { paymentKey: string; orderId: string; amount: number }) =>
    callJson(url, 'POST', '/gateway/v1/payments/confirm', { paymentKey: payment.paymentKey, orderId: payment.orderId, amount: payment.amount });
  const record = async (paymentKey: string) => (await callJson(url, 'GET', `/gateway/test/payments/${paymentKey}`)).body;
  const received = (count: number) =>
    eventually(() => {
      expect(receiver.received).toHaveLength(count);
      return receiver.received;
    });
  const settled = (paymentKey: string) =>
    eventually(async () => {
      const { deliveries } = await record(paymentKey);
      expect(deliveries.every((delivery: { state: string }) => delivery.state === 'delivered' || delivery.state === 'failed')).toBe(true);
      return deliveries;
    });

  test('approval sends PAYMENT_STATUS_CHANGED DONE, signed over timestamp.rawBody', async () => {
    const payment = await create();
    await decide(payment.checkoutUrl, 'approve');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(receiver.received).toEqual([]); // authorizing in the window is no webhook; the confirm is
    await confirm(payment);
    const [webhook] = await received(1);
    expect(webhook?.headers['content-type']).toBe('application/json');
    expect(webhook?.body).toEqual({
      eventId: expect.stringMatching(/^evt_[0-9a-f-]{36}$/),
      type: 'PAYMENT_STATUS_CHANGED',
      createdAt: expect.any(String),
      data: { paymentKey: payment.paymentKey, orderId: payment.orderId, status: 'DONE', amount: 11_000 },
    });
    expectSignedBy(WEBHOOK_SECRET, webhook as ReceivedWebhook);
    const [delivery] = await settled(payment.paymentKey);
    expect(delivery).toMatchObject({ eventId: webhook?.body.eventId, trigger: 'event', state: 'delivered', attempts: [{ responseStatus: 200, error: null }] });
  });

  test('every change sends its webhook: cancel, decline, user cancel, approval error', async () => {
    const paid = await create();
    await decide(paid.checkoutUrl, 'approve');
    await confirm(paid);
    await callJson(url, 'POST', `/gateway/v1/payments/${paid.paymentKey}/cancel`, { cancelReason: '환불' });
    const declined = await create();
    await decide(declined.checkoutUrl, 'decline');
    const abandoned = await create();
    await decide(abandoned.checkoutUrl, 'cancel');
    const failing = await create();
    await decide(failing.checkoutUrl, 'approval_error');
    expect((await confirm(failing)).body.code).toBe('APPROVAL_ERROR');

    const all = await received(5);
    const seen = all.map(({ body }) => [body.data.orderId, body.type, body.data.status]);
    expect(seen).toEqual(
      expect.arrayContaining([
        [paid.orderId, 'PAYMENT_STATUS_CHANGED', 'DONE'],
        [paid.orderId, 'PAYMENT_STATUS_CHANGED', 'CANCELED'],
        [declined.orderId, 'PAYMENT_STATUS_CHANGED', 'ABORTED'],
        [abandoned.orderId, 'PAYMENT_STATUS_CHANGED', 'CANCELED'],
        [failing.orderId, 'PAYMENT_STATUS_CHANGED', 'ABORTED'],
      ]),
    );
    for (const webhook of all) expectSignedBy(WEBHOOK_SECRET, webhook);
    const failureOf = (orderId: string) => all.find(({ body }) => body.data.orderId === orderId)?.body.data.failure;
    expect(failureOf(declined.orderId)).toEqual({ code: 'REJECT_CARD_PAYMENT', message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.' });
    expect(failureOf(failing.orderId)).toEqual({ code: 'APPROVAL_ERROR', message: '카드사 승인이 거절되었습니다.' });
    expect(failureOf(paid.orderId)).toBeUndefined();
  });

  test('virtual account: WAITING_FOR_DEPOSIT, then DEPOSIT_CALLBACK DONE or PARTIAL_DEPOSIT with the deposited amount', async () => {
    const exact = await create({ method: 'virtualaccount' });
    const wrong = await create({ method: 'virtualaccount' });
    for (const payment of [exact, wrong]) {
      await decide(payment.checkoutUrl, 'approve');
      await confirm(payment);
    }
    await received(2);
    await callJson(url, 'POST', `/gateway/test/payments/${exact.paymentKey}/deposit`, { amount: 11_000 });
    await received(3);
    await callJson(url, 'POST', `/gateway/test/payments/${wrong.paymentKey}/deposit`, { amount: 5_000 });
    const all = await received(4);
    expect(all.map(({ body }) => body.data.status)).toEqual(['WAITING_FOR_DEPOSIT', 'WAITING_FOR_DEPOSIT', 'DONE', 'PARTIAL_DEPOSIT']);
    expect(all[2]?.body).toMatchObject({ type: 'DEPOSIT_CALLBACK', data: { orderId: exact.orderId, status: 'DONE', amount: 11_000, depositedAmount: 11_000 } });
    expect(all[3]?.body).toMatchObject({ type: 'DEPOSIT_CALLBACK', data: { orderId: wrong.orderId, status: 'PARTIAL_DEPOSIT', amount: 11_000, depositedAmount: 5_000 } });
    for (const webhook of all) expectSignedBy(WEBHOOK_SECRET, webhook);
  });

  test('fault "twice": the same event, same eventId and body, delivered a second time', async () => {
    const payment = await create();
    expect(await callJson(url, 'POST', `/gateway/test/payments/${payment.paymentKey}/faults`, { duplicate: true })).toEqual({
      status: 200,
      body: { faults: { duplicate: true, hold: false, delayMs: 0 } },
    });
    await decide(payment.checkoutUrl, 'approve');
    await confirm(payment);
    const [first, second] = await received(2);
    expect(second?.rawBody).toBe(first?.rawBody);
    expectSignedBy(WEBHOOK_SECRET, second as ReceivedWebhook);
    expect((await settled(payment.paymentKey)).map((delivery: { trigger: string }) => delivery.trigger)).toEqual(['event', 'duplicate']);
  });

  test('fault "hold": nothing is sent until released, then it is signed at delivery time', async () => {
    const payment = await create();
    await callJson(url, 'POST', `/gateway/test/payments/${payment.paymentKey}/faults`, { hold: true });
    await decide(payment.checkoutUrl, 'approve');
    await confirm(payment);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(receiver.received).toEqual([]);
    expect((await record(payment.paymentKey)).deliveries).toMatchObject([{ state: 'held', attempts: [] }]);

    expect(await callJson(url, 'POST', `/gateway/test/payments/${payment.paymentKey}/webhooks/release`)).toEqual({ status: 200, body: { released: 1 } });
    const [late] = await received(1);
    expectSignedBy(WEBHOOK_SECRET, late as ReceivedWebhook);
    expect(Number(late?.headers['x-gateway-timestamp'])).toBeGreaterThan(Math.floor(Date.parse(late?.body.createdAt) / 1000));
    expect((await callJson(url, 'POST', `/gateway/test/payments/${payment.paymentKey}/webhooks/release`)).body).toEqual({ released: 0 });
  });

  test('fault "delay": delivered after the given milliseconds', async () => {
    const payment = await create();
    await callJson(url, 'POST', `/gateway/test/payments/${payment.paymentKey}/faults`, { delayMs: 400 });
    await decide(payment.checkoutUrl, 'approve');
    const confirmedAt = Date.now();
    await confirm(payment);
    expect((await record(payment.paymentKey)).deliveries).toMatchObject([{ state: 'scheduled' }]);
    const [late] = await received(1);
    expect((late?.at ?? 0) - confirmedAt).toBeGreaterThanOrEqual(380);
  });

  test('replay resends the latest event N times with its eventId; with none yet it is 409', async () => {
    const payment = await create();
    expect(await callJson(url, 'POST', `/gateway/test/payments/${payment.paymentKey}/webhooks/replay`, {})).toEqual({
      status: 409,
      body: { code: 'NO_WEBHOOK', message: '다시 보낼 웹훅이 없습니다.' },
    });
    await decide(payment.checkoutUrl, 'approve');
    await confirm(payment);
    const [original] = await received(1);
    const replay = await callJson(url, 'POST', `/gateway/test/payments/${payment.paymentKey}/webhooks/replay`, { times: 2 });
    expect(replay).toEqual({ status: 200, body: { replayed: 2, eventId: original?.body.eventId } });
    const all = await received(3);
    expect(new Set(all.map(({ body }) => body.eventId)).size).toBe(1);
    expect((await settled(payment.paymentKey)).map((delivery: { trigger: string }) => delivery.trigger)).toEqual(['event', 'replay', 'replay']);
    expect((await callJson(url, 'POST', `/gateway/test/payments/${payment.paymentKey}/webhooks/replay`, { times: 11 })).body.code).toBe('INVALID_REQUEST');
  });

  test('a non-2xx answer is retried after each delay until the API takes it', async () => {
    receiver.answerNext(500, 503);
    const payment = await create();
    await decide(payment.checkoutUrl, 'approve');
    await confirm(payment);
    const all = await received(3);
    expect(new Set(all.map(({ rawBody }) => rawBody)).size).toBe(1);
    for (const webhook of all) expectSignedBy(WEBHOOK_SECRET, webhook);
    const [delivery] = await settled(payment.paymentKey);
    expect(delivery.state).toBe('delivered');
    expect(delivery.attempts.map((attempt: { responseStatus: number }) => attempt.responseStatus)).toEqual([500, 503, 200]);
  });

  test('an API that cannot be reached: one try and every retry, then failed', async () => {
    const payment = await create();
    await receiver.close();
    await decide(payment.checkoutUrl, 'approve');
    await confirm(payment);
    const [delivery] = await settled(payment.paymentKey);
    expect(delivery.state).toBe('failed');
    expect(delivery.attempts).toHaveLength(3);
    expect(delivery.attempts[0]).toMatchObject({ responseStatus: null, error: expect.any(String) });
    receiver = await startWebhookReceiver();
  });

  test('a payment without webhookUrl records its events and sends nothing', async () => {
    const payment = await createPayment(url);
    await decide(payment.checkoutUrl, 'decline');
    const stored = await record(payment.paymentKey);
    expect(stored.events).toMatchObject([{ type: 'PAYMENT_STATUS_CHANGED', data: { status: 'ABORTED' } }]);
    expect(stored.deliveries).toEqual([]);
  });

  test('GET /gateway/test/payments lists newest first with statuses and the delivery log; ?orderId= picks one', async () => {
    const first = await create();
    const second = await create();
    await decide(second.checkoutUrl, 'cancel');
    await received(1);
    const { body } = await callJson(url, 'GET', '/gateway/test/payments');
    expect(body.payments.map((payment: { orderId: string }) => payment.orderId)).toEqual([second.orderId, first.orderId]);
    expect(body.payments[0]).toMatchObject({ status: 'CANCELED', faults: { duplicate: false }, events: [{ data: { status: 'CANCELED' } }], deliveries: [{ status: 'CANCELED' }] });
    expect((await callJson(url, 'GET', `/gateway/test/payments?orderId=${first.orderId}`)).body.payments).toMatchObject([{ paymentKey: first.paymentKey, status: 'READY' }]);
    expect((await callJson(url, 'GET', '/gateway/test/payments/sbx_nothing')).status).toBe(404);
  });
});

test('webhooks are signed with the configured secret', async () => {
  const sandbox = await startSandbox({ webhookSecret: 'whsec_other' });
  const receiver = await startWebhookReceiver();
  try {
    const payment = await createPayment(sandbox.url, { webhookUrl: receiver.webhookUrl });
    await fetch(`${payment.checkoutUrl}?decide=cancel`, { redirect: 'manual' });
    const [webhook] = await eventually(() => {
      expect(receiver.received).toHaveLength(1);
      return receiver.received;
    });
    expectSignedBy('whsec_other', webhook as ReceivedWebhook);
  } finally {
    await sandbox.close();
    await receiver.close();
  }
});

test('closing the sandbox stops a delivery waiting for its retry', async () => {
  const sandbox = await startSandbox({ retryDelaysMs: [60_000] });
  const receiver = await startWebhookReceiver();
  receiver.answerNext(500);
  const payment = await createPayment(sandbox.url, { webhookUrl: receiver.webhookUrl });
  await fetch(`${payment.checkoutUrl}?decide=decline`, { redirect: 'manual' });
  await eventually(() => expect(receiver.received).toHaveLength(1));
  const started = Date.now();
  await sandbox.close();
  await receiver.close();
  expect(Date.now() - started).toBeLessThan(2000);
});

test('options from the environment: the API’s sandbox defaults, overrides, and retry delays', () => {
  expect(gatewayOptions({}, {})).toEqual({ secretKey: 'sandbox-gateway-secret-key', webhookSecret: 'sandbox-gateway-webhook-secret', retryDelaysMs: [1000, 5000, 30_000], webhookTimeoutMs: 5000 });
  const env = { SANDBOX_GATEWAY_SECRET_KEY: 'sk', SANDBOX_GATEWAY_WEBHOOK_SECRET: 'wh', SANDBOX_GATEWAY_RETRY_DELAYS_MS: '10, 20' };
  expect(gatewayOptions({}, env)).toMatchObject({ secretKey: 'sk', webhookSecret: 'wh', retryDelaysMs: [10, 20] });
  expect(gatewayOptions({ retryDelaysMs: [] }, env).retryDelaysMs).toEqual([]);
  expect(() => gatewayOptions({}, { SANDBOX_GATEWAY_RETRY_DELAYS_MS: '1s' })).toThrow('SANDBOX_GATEWAY_RETRY_DELAYS_MS');
});
