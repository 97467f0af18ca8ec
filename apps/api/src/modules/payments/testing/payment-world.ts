import type { FastifyInstance } from 'fastify';
import type { TestDatabaseTarget } from '@onair/db/testing';
// The real sandbox gateway runs in-process for these tests; no other project imports it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { buildSandboxApp } from '../../../../../sandbox/src/app';
import { readConfig } from '../../../platform/config/config';
import { settingsFromConfig, type ApiSettings } from '../../../platform/config/settings';
import { and, eq, isNull } from 'drizzle-orm';
import { members } from '@onair/db';
import { hashPassword } from '../../../platform/passwords/passwords';
import { createGatewayClient } from '../gateway/index';
import { newKey, post, startMoneyApi, type MoneyApi, type TestMember } from '../../money/testing/money-test-kit';
import type { CallResult } from '../../../testing/test-api';

export type PaymentWorld = {
  api: MoneyApi;
  /** The API's settings, as it runs with them (for tests that also sign staff in). */
  settings: ApiSettings;
  gatewayUrl: string;
  /** Stops the gateway (to test it being down) and starts it again on the same port. */
  stopGateway(): Promise<void>;
  startGateway(): Promise<void>;
  close(): Promise<void>;
};

/**
 * The real sandbox gateway and the real API pointed at it; webhooks come back to the API's own
 * port, and the API's texts (receipts) go to the sandbox's SMS outbox. now: the API's clock.
 */
export async function startPaymentWorld(target: TestDatabaseTarget, options: { now?: () => number } = {}): Promise<PaymentWorld> {
  // Webhook retries fast, so a refused delivery is retried within the test.
  const build = () => buildSandboxApp({ gateway: { retryDelaysMs: [50, 100, 200] } });
  let sandbox: FastifyInstance = build();
  const gatewayUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
  const port = Number(new URL(gatewayUrl).port);
  // The sandbox plays the identity provider (a minor's guardian consent) and the SMS provider (receipts).
  let captured: ApiSettings | undefined;
  const api = await startMoneyApi(target, {
    settings: (settings) => (captured = {
      ...settings,
      identityApiUrl: gatewayUrl,
      smsApiUrl: gatewayUrl,
      paymentGateway: { ...settings.paymentGateway, baseUrl: gatewayUrl },
    }),
    ...(options.now ? { now: options.now } : {}),
  });
  if (!captured) throw new Error('settings not captured');
  return {
    api,
    settings: captured,
    gatewayUrl,
    stopGateway: () => sandbox.close(),
    async startGateway() {
      sandbox = build();
      await sandbox.listen({ port, host: '127.0.0.1' });
    },
    async close() {
      await api.close();
      await sandbox.close();
    },
  };
}

/** A page on the API's own origin placed the order, so the gateway returns the browser there. */
export const fromApiPage = (world: PaymentWorld, member: TestMember) => ({
  ...member,
  headers: { ...member.headers, origin: world.api.url },
});

/** The password test buyers have and enter again before each payment. */
export const BUYER_PASSWORD = 'Buyer-pass-1!';
let buyerPasswordHash: Promise<string> | undefined;

/**
 * Gives BUYER_PASSWORD to a member who has none (hashed once per run: argon2 per order would only
 * make tests slow); a member with a password of their own keeps it.
 */
export async function giveBuyerPassword(world: PaymentWorld, member: TestMember) {
  buyerPasswordHash ??= hashPassword(BUYER_PASSWORD);
  await world.api.database.db
    .update(members)
    .set({ passwordHash: await buyerPasswordHash })
    .where(and(eq(members.memberId, member.memberId), isNull(members.passwordHash)));
}

/** Places an order as the shop does, the member's password entered again (BUYER_PASSWORD unless the body gives theirs). */
export async function order(
  world: PaymentWorld,
  member: TestMember,
  body: { productCode: string; method: string; password?: string },
  key = newKey(),
  kind: 'luv' | 'flax' = 'luv',
) {
  await giveBuyerPassword(world, member);
  return post(
    world.api,
    fromApiPage(world, member),
    `/api/shoppings/${kind}/payments`,
    { password: BUYER_PASSWORD, ...body },
    key,
  );
}

/** Follows one redirect by hand, as a browser would, and answers the Location it was sent to. */
export async function follow(url: string, init: RequestInit = {}) {
  const response = await fetch(url, { ...init, redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) throw new Error(`expected a 303 from ${url}, got ${response.status}`);
  return new URL(location, url).toString();
}

/**
 * The buyer at the gateway's checkout: decides, the gateway sends the browser back to the API
 * (success or fail URL), and the API sends it on to the result page, whose URL this answers.
 */
export async function checkout(created: CallResult, decide: CheckoutDecision) {
  return follow(await decideAtGateway(created, decide));
}

type CheckoutDecision = 'approve' | 'decline' | 'cancel' | 'approval_error';

/** The buyer decides at the checkout; answers where the gateway sends the browser back, not yet followed. */
export const decideAtGateway = (created: CallResult, decide: CheckoutDecision) =>
  follow(`${created.body.checkoutUrl}?decide=${decide}`);

/** Our own gateway client, with the test secret key: a confirm that is not the buyer's return. */
export const gatewayClient = (world: PaymentWorld) =>
  createGatewayClient({
    ...settingsFromConfig(readConfig({ NODE_ENV: 'test' })).paymentGateway,
    baseUrl: world.gatewayUrl,
  });

export const gatewayRecord = async (world: PaymentWorld, paymentKey: string) =>
  (await (await fetch(`${world.gatewayUrl}/gateway/test/payments/${paymentKey}`)).json()) as {
    status: string;
    deliveries: { eventId: string; status: string; state: string; trigger: string }[];
  };

export const gatewayTest = (world: PaymentWorld, path: string, body: unknown = {}) =>
  fetch(`${world.gatewayUrl}/gateway/test/payments/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((response) => response.json());

/** Waits until every webhook of the payment has been delivered (or given up). */
export async function webhooksSettled(world: PaymentWorld, paymentKey: string, atLeast = 1) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const record = await gatewayRecord(world, paymentKey);
    const done = record.deliveries.filter((delivery) => delivery.state === 'delivered' || delivery.state === 'failed');
    if (
      done.length >= atLeast &&
      done.length === record.deliveries.filter((delivery) => delivery.state !== 'held').length
    )
      return record;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`webhooks of ${paymentKey} did not settle`);
}
