import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { MONEY_MESSAGES, PAYMENT_STATE } from '@onair/contracts';
// The real sandbox gateway runs in-process for these tests; no other project imports it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { buildSandboxApp } from '../../../../../sandbox/src/app';
import type { PaymentGatewaySettings } from '../../../platform/config/settings';
import { UpstreamError } from '../../verification/index';
import {
  createGatewayClient,
  GatewayRefusal,
  PAYMENT_STATE_OF,
  verifyWebhook,
  type GatewayClient,
  type GatewayWebhookEvent,
} from './index';

const SECRETS = { secretKey: 'sandbox-gateway-secret-key', webhookSecret: 'sandbox-gateway-webhook-secret' };

/** Stands in for the API's own routes: the browser's return (echoes its query) and the webhook (verifies it). */
async function startMerchant() {
  const events: GatewayWebhookEvent[] = [];
  const merchant = Fastify();
  merchant.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  merchant.get('/return/:outcome', async (request) => ({
    outcome: (request.params as { outcome: string }).outcome,
    query: request.query,
  }));
  merchant.post('/webhook', async (request) => {
    events.push(verifyWebhook(request.body as string, request.headers, SECRETS.webhookSecret));
    return { ok: true };
  });
  const url = await merchant.listen({ port: 0, host: '127.0.0.1' });
  return { url, events, close: () => merchant.close() };
}

async function eventually<T>(check: () => T, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

async function refusalOf(promise: Promise<unknown>): Promise<GatewayRefusal> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GatewayRefusal);
  return error as GatewayRefusal;
}

describe('the gateway adapter against the sandbox gateway', () => {
  let sandbox: FastifyInstance;
  let merchant: Awaited<ReturnType<typeof startMerchant>>;
  let settings: PaymentGatewaySettings;
  let gateway: GatewayClient;
  let orders = 0;

  beforeAll(async () => {
    sandbox = buildSandboxApp({ gateway: { retryDelaysMs: [20, 40] } });
    const baseUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
    merchant = await startMerchant();
    settings = { baseUrl: `${baseUrl}/`, ...SECRETS, webhookBaseUrl: merchant.url };
    gateway = createGatewayClient(settings);
  });
  afterAll(async () => {
    await sandbox.close();
    await merchant.close();
  });

  const open = (overrides: Partial<Parameters<GatewayClient['createPayment']>[0]> = {}) =>
    gateway.createPayment({
      orderId: `ORD-20260101-${Date.now().toString(16)}${++orders}`,
      orderName: '루비 1,000개',
      amount: 11_000,
      method: 'creditcard',
      customerName: 'tester01',
      successUrl: `${merchant.url}/return/success`,
      failUrl: `${merchant.url}/return/fail`,
      webhookUrl: `${merchant.url}/webhook`,
      ...overrides,
    });
  /** The buyer's browser: the checkout's shortcut, following the 303 back to our return route. */
  const checkout = async (checkoutUrl: string, decide: string) =>
    (await (await fetch(`${checkoutUrl}?decide=${decide}`)).json()) as {
      outcome: string;
      query: Record<string, string>;
    };
  const eventsOf = (orderId: string, count: number) =>
    eventually(() => {
      const mine = merchant.events.filter((event) => event.data.orderId === orderId);
      expect(mine).toHaveLength(count);
      return mine;
    });

  test('create → approve in the window → confirm → get → cancel, with verified webhooks', async () => {
    const created = await open();
    expect(created).toEqual({
      paymentKey: expect.any(String),
      orderId: expect.stringMatching(/^ORD-/),
      checkoutUrl: expect.stringContaining('/gateway/checkout/'),
      status: 'READY',
    });
    expect(PAYMENT_STATE_OF[(await gateway.get(created.paymentKey)).status]).toBe(PAYMENT_STATE.requested);

    // The form, as a browser submits it: POST, 303, then GET of successUrl.
    const page = await fetch(created.checkoutUrl);
    expect(await page.text()).toContain('결제하기');
    const form = await fetch(created.checkoutUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve',
    });
    expect(await form.json()).toEqual({
      outcome: 'success',
      query: { orderId: created.orderId, paymentKey: created.paymentKey, amount: '11000' },
    });
    expect(PAYMENT_STATE_OF[(await gateway.get(created.paymentKey)).status]).toBe(PAYMENT_STATE.inProgress);

    const confirmed = await gateway.confirm({
      paymentKey: created.paymentKey,
      orderId: created.orderId,
      amount: 11_000,
    });
    expect(confirmed).toMatchObject({
      status: 'DONE',
      paymentKey: created.paymentKey,
      orderId: created.orderId,
      method: 'creditcard',
      totalAmount: 11_000,
      approvedAt: expect.any(String),
    });
    expect(await gateway.confirm({ paymentKey: created.paymentKey, orderId: created.orderId, amount: 11_000 })).toEqual(
      confirmed,
    );
    expect(await gateway.get(created.paymentKey)).toEqual(confirmed);
    expect(PAYMENT_STATE_OF[confirmed.status]).toBe(PAYMENT_STATE.approved);

    const canceled = await gateway.cancel(created.paymentKey, '구매자 요청에 의한 취소');
    expect(canceled).toMatchObject({
      status: 'CANCELED',
      cancelReason: '구매자 요청에 의한 취소',
      canceledAt: expect.any(String),
    });
    expect(PAYMENT_STATE_OF[(await gateway.get(created.paymentKey)).status]).toBe(PAYMENT_STATE.cancelled);
    const again = await refusalOf(gateway.cancel(created.paymentKey, 'again'));
    expect(again).toMatchObject({ status: 409, code: 'ALREADY_CANCELED_PAYMENT' });

    const events = await eventsOf(created.orderId, 2);
    expect(events.map((event) => [event.type, event.data.status, event.data.amount])).toEqual([
      ['PAYMENT_STATUS_CHANGED', 'DONE', 11_000],
      ['PAYMENT_STATUS_CHANGED', 'CANCELED', 11_000],
    ]);
    expect(events[0]?.data.paymentKey).toBe(created.paymentKey);
  });

  test('decline: the browser comes back to failUrl; confirm is refused; the webhook says ABORTED', async () => {
    const created = await open();
    expect(await checkout(created.checkoutUrl, 'decline')).toEqual({
      outcome: 'fail',
      query: { orderId: created.orderId, code: 'REJECT_CARD_PAYMENT', message: expect.any(String) },
    });
    const refusal = await refusalOf(
      gateway.confirm({ paymentKey: created.paymentKey, orderId: created.orderId, amount: 11_000 }),
    );
    expect(refusal).toMatchObject({ status: 400, code: 'REJECT_CARD_PAYMENT' });
    const [event] = await eventsOf(created.orderId, 1);
    expect(event?.data.status).toBe('ABORTED');
    expect(PAYMENT_STATE_OF[(await gateway.get(created.paymentKey)).status]).toBe(PAYMENT_STATE.approvalError);
  });

  test('the buyer cancels in the window: failUrl with PAY_PROCESS_CANCELED, webhook CANCELED', async () => {
    const created = await open({ method: 'kakaopay' });
    expect((await checkout(created.checkoutUrl, 'cancel')).query).toMatchObject({ code: 'PAY_PROCESS_CANCELED' });
    expect((await eventsOf(created.orderId, 1))[0]?.data.status).toBe('CANCELED');
  });

  test('approval error: authorized, then confirm is refused with APPROVAL_ERROR', async () => {
    const created = await open({ method: 'CARD' });
    expect((await checkout(created.checkoutUrl, 'approval_error')).outcome).toBe('success');
    const refusal = await refusalOf(
      gateway.confirm({ paymentKey: created.paymentKey, orderId: created.orderId, amount: 11_000 }),
    );
    expect(refusal).toMatchObject({
      name: 'GatewayRefusal',
      status: 400,
      code: 'APPROVAL_ERROR',
      message: '카드사 승인이 거절되었습니다.',
    });
    expect(await gateway.get(created.paymentKey)).toMatchObject({
      status: 'ABORTED',
      failure: { code: 'APPROVAL_ERROR' },
    });
    expect((await eventsOf(created.orderId, 1))[0]?.data.status).toBe('ABORTED');
  });

  test('refusals carry the gateway’s code: wrong amount, not authorized, duplicate order, unknown key', async () => {
    const created = await open();
    expect(
      await refusalOf(gateway.confirm({ paymentKey: created.paymentKey, orderId: created.orderId, amount: 11_000 })),
    ).toMatchObject({ code: 'NOT_AUTHORIZED_PAYMENT' });
    await checkout(created.checkoutUrl, 'approve');
    expect(
      await refusalOf(gateway.confirm({ paymentKey: created.paymentKey, orderId: created.orderId, amount: 1 })),
    ).toMatchObject({ status: 400, code: 'INVALID_AMOUNT' });
    expect(await refusalOf(open({ orderId: created.orderId }))).toMatchObject({
      status: 409,
      code: 'DUPLICATED_ORDER_ID',
    });
    expect(await refusalOf(gateway.get('sbx_nothing'))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND_PAYMENT',
      message: '존재하지 않는 결제 정보 입니다.',
    });
    expect(await refusalOf(open({ amount: 0 }))).toMatchObject({
      status: 400,
      code: 'INVALID_REQUEST',
      message: 'amount: must be at least 1',
    });
  });

  test('virtual account: issued, WAITING_FOR_DEPOSIT, then the exact deposit’s webhook → approved', async () => {
    const created = await open({ method: 'virtualaccount' });
    await checkout(created.checkoutUrl, 'approve');
    const waiting = await gateway.confirm({ paymentKey: created.paymentKey, orderId: created.orderId, amount: 11_000 });
    if (waiting.status !== 'WAITING_FOR_DEPOSIT')
      throw new Error(`expected WAITING_FOR_DEPOSIT, got ${waiting.status}`);
    expect(waiting.virtualAccount).toEqual({
      bank: expect.any(String),
      accountNumber: expect.any(String),
      dueDate: expect.any(String),
      customerName: 'tester01',
    });
    expect(PAYMENT_STATE_OF[waiting.status]).toBe(PAYMENT_STATE.inProgress);

    await fetch(`${settings.baseUrl}gateway/test/payments/${created.paymentKey}/deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"amount":11000}',
    });
    const events = await eventsOf(created.orderId, 2);
    expect(events[1]).toMatchObject({
      type: 'DEPOSIT_CALLBACK',
      data: { status: 'DONE', amount: 11_000, depositedAmount: 11_000 },
    });
    expect(PAYMENT_STATE_OF[(await gateway.get(created.paymentKey)).status]).toBe(PAYMENT_STATE.approved);
  });

  test('virtual account: a wrong deposit’s webhook → wrong deposit (6) with the amount paid', async () => {
    const created = await open({ method: 'virtualaccount' });
    await checkout(created.checkoutUrl, 'approve');
    await gateway.confirm({ paymentKey: created.paymentKey, orderId: created.orderId, amount: 11_000 });
    await fetch(`${settings.baseUrl}gateway/test/payments/${created.paymentKey}/deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"amount":10000}',
    });
    const [, deposit] = await eventsOf(created.orderId, 2);
    expect(deposit).toMatchObject({
      type: 'DEPOSIT_CALLBACK',
      data: { status: 'PARTIAL_DEPOSIT', amount: 11_000, depositedAmount: 10_000 },
    });
    expect(deposit && PAYMENT_STATE_OF[deposit.data.status]).toBe(PAYMENT_STATE.wrongDeposit);
    expect(await gateway.get(created.paymentKey)).toMatchObject({ status: 'PARTIAL_DEPOSIT', depositedAmount: 10_000 });
  });

  test('a webhook held back and delivered twice still verifies, with one eventId', async () => {
    const created = await open();
    const faults = await fetch(`${settings.baseUrl}gateway/test/payments/${created.paymentKey}/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"hold":true,"duplicate":true}',
    });
    expect(faults.status).toBe(200);
    await checkout(created.checkoutUrl, 'approve');
    await gateway.confirm({ paymentKey: created.paymentKey, orderId: created.orderId, amount: 11_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(merchant.events.filter((event) => event.data.orderId === created.orderId)).toEqual([]);
    await fetch(`${settings.baseUrl}gateway/test/payments/${created.paymentKey}/webhooks/release`, { method: 'POST' });
    const [first, second] = await eventsOf(created.orderId, 2);
    expect(second).toEqual(first);
  });
});

describe('an unavailable gateway is an UpstreamError (502)', () => {
  const settingsAt = (baseUrl: string, secretKey = SECRETS.secretKey): PaymentGatewaySettings => ({
    baseUrl,
    secretKey,
    webhookSecret: SECRETS.webhookSecret,
    webhookBaseUrl: 'http://127.0.0.1:1',
  });
  const input = {
    orderId: 'ORD-unreachable',
    orderName: 'x',
    amount: 1000,
    method: 'kakaopay' as const,
    successUrl: 'http://a.test/s',
    failUrl: 'http://a.test/f',
  };
  async function upstreamOf(promise: Promise<unknown>): Promise<UpstreamError> {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({
      statusCode: 502,
      code: 'PAYMENT_GATEWAY_FAILED',
      message: MONEY_MESSAGES.gatewayUnavailable,
    });
    return error as UpstreamError;
  }
  let server: Server | undefined;
  const serve = async (handler: Parameters<typeof createServer>[1]) => {
    const listening = createServer(handler);
    server = listening;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  };
  const stop = async () => {
    const closing = server;
    server = undefined;
    closing?.closeAllConnections();
    await new Promise((resolve) => (closing ? closing.close(resolve) : resolve(undefined)));
  };
  afterEach(stop);

  test('nothing listening', async () => {
    const url = await serve(() => undefined);
    await stop();
    const error = await upstreamOf(createGatewayClient(settingsAt(url)).createPayment(input));
    expect(error.detail).toContain('unreachable');
  });

  test('no answer within the timeout', async () => {
    const url = await serve(() => undefined);
    const error = await upstreamOf(createGatewayClient(settingsAt(url), { timeoutMs: 150 }).get('sbx_x'));
    expect(error.detail).toContain('no answer within 150 ms');
  });

  test('a 5xx, and a 200 that is not a payment', async () => {
    const url = await serve((request, response) => {
      response
        .writeHead(request.method === 'GET' ? 200 : 503, { 'content-type': 'application/json' })
        .end('{"code":"FAILED_INTERNAL_SYSTEM_PROCESSING"}');
    });
    const gateway = createGatewayClient(settingsAt(url));
    expect((await upstreamOf(gateway.confirm({ paymentKey: 'k', orderId: 'o', amount: 1 }))).detail).toContain(
      'answered 503',
    );
    expect((await upstreamOf(gateway.get('k'))).detail).toContain('unexpected body');
  });

  test('our secret key refused (401) is ours to fix, not a refusal of the buyer', async () => {
    const sandbox = buildSandboxApp();
    const baseUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
    try {
      const error = await upstreamOf(createGatewayClient(settingsAt(baseUrl, 'wrong-key')).createPayment(input));
      expect(error.detail).toContain('UNAUTHORIZED_KEY');
    } finally {
      await sandbox.close();
    }
  });
});
