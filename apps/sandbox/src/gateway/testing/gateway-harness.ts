import Fastify from 'fastify';
import { buildSandboxApp } from '../../app';
import type { GatewayOptions } from '../options';

export const SECRET_KEY = 'sandbox-gateway-secret-key';
export const WEBHOOK_SECRET = 'sandbox-gateway-webhook-secret';
export const basicAuth = (key = SECRET_KEY) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

/** The whole sandbox app on a free port; webhook retries come quickly unless told otherwise. */
export async function startSandbox(gateway: Partial<GatewayOptions> = {}) {
  const app = buildSandboxApp({ gateway: { retryDelaysMs: [20, 40], webhookTimeoutMs: 1000, ...gateway } });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, close: () => app.close() };
}

export type JsonAnswer = { status: number; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function callJson(url: string, method: string, path: string, body?: unknown, authorization: string | null = basicAuth()): Promise<JsonAnswer> {
  const headers: Record<string, string> = {};
  if (authorization) headers['authorization'] = authorization;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

let orders = 0;
export const freshOrderId = () => `order-${Date.now()}-${++orders}`;

export function paymentRequest(overrides: Record<string, unknown> = {}) {
  return {
    orderId: freshOrderId(),
    orderName: '루비 1,000개',
    amount: 11_000,
    method: 'creditcard',
    customerName: '홍길동',
    successUrl: 'http://localhost:4200/payments/success',
    failUrl: 'http://localhost:4200/payments/fail',
    ...overrides,
  };
}

/** Creates a payment; answers its key and checkout URL. */
export async function createPayment(url: string, overrides: Record<string, unknown> = {}) {
  const request = paymentRequest(overrides);
  const answer = await callJson(url, 'POST', '/gateway/v1/payments', request);
  if (answer.status !== 201) throw new Error(`create answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return { ...request, paymentKey: answer.body.paymentKey as string, checkoutUrl: answer.body.checkoutUrl as string };
}

/** A checkout decision through the page's form; answers the 303's status and location. */
export async function decideByForm(url: string, paymentKey: string, decision: string) {
  const response = await fetch(`${url}/gateway/checkout/${paymentKey}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }).toString(),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

export type ReceivedWebhook = { headers: Record<string, string | string[] | undefined>; rawBody: string; body: any; at: number }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Stands in for the API's webhook route: records each delivery raw, answers the next status of `answers` (then 200). */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const answers: number[] = [];
  const receiver = Fastify();
  receiver.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  receiver.post('/webhooks/gateway', async (request, reply) => {
    const rawBody = request.body as string;
    received.push({ headers: request.headers, rawBody, body: JSON.parse(rawBody), at: Date.now() });
    return reply.status(answers.shift() ?? 200).send({ ok: true });
  });
  const url = await receiver.listen({ port: 0, host: '127.0.0.1' });
  return { webhookUrl: `${url}/webhooks/gateway`, received, answerNext: (...statuses: number[]) => void answers.push(...statuses), close: () => receiver.close() };
}

/** Polls until the check passes (or throws its last error after `timeoutMs`). */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
