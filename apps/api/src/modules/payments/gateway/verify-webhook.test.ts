import { createHmac } from 'node:crypto';
import { verifyWebhook, WebhookRejected } from './verify-webhook';

const SECRET = 'sandbox-gateway-webhook-secret';
const NOW = Date.parse('2026-03-01T12:00:00Z');
const seconds = Math.floor(NOW / 1000);
const event = {
  eventId: 'evt_1',
  type: 'DEPOSIT_CALLBACK',
  createdAt: '2026-03-01T11:59:59.000Z',
  data: { paymentKey: 'sbx_1', orderId: 'ORD-1', status: 'PARTIAL_DEPOSIT', amount: 11_000, depositedAmount: 10_000 },
};
const rawBody = JSON.stringify(event);
const sign = (body: string, timestamp: number, secret = SECRET) =>
  `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
const headers = (body = rawBody, timestamp = seconds, secret = SECRET) => ({
  'x-gateway-timestamp': String(timestamp),
  'x-gateway-signature': sign(body, timestamp, secret),
});

function rejection(run: () => unknown): WebhookRejected {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(WebhookRejected);
    return error as WebhookRejected;
  }
  throw new Error('not rejected');
}

test('a signed, fresh webhook gives its event', () => {
  expect(verifyWebhook(rawBody, headers(), SECRET, NOW)).toEqual(event);
  // A delivery held back is signed when it is sent: minutes after createdAt, it still passes.
  expect(verifyWebhook(rawBody, headers(rawBody, seconds + 3600), SECRET, NOW + 3600_000).eventId).toBe('evt_1');
});

test('headers as a Headers object, in any case, and a second signature for a key change', () => {
  const both = `v1=${'0'.repeat(64)}, ${sign(rawBody, seconds)}`;
  expect(
    verifyWebhook(
      rawBody,
      new Headers({ 'X-Gateway-Timestamp': String(seconds), 'X-Gateway-Signature': both }),
      SECRET,
      NOW,
    ).eventId,
  ).toBe('evt_1');
  expect(
    verifyWebhook(rawBody, { 'X-Gateway-Timestamp': String(seconds), 'X-Gateway-Signature': both }, SECRET, NOW)
      .eventId,
  ).toBe('evt_1');
});

test.each([
  ['a tampered body', () => verifyWebhook(rawBody.replace('10000', '11000'), headers(), SECRET, NOW), 'bad-signature'],
  [
    'another secret',
    () => verifyWebhook(rawBody, headers(rawBody, seconds, 'someone-else'), SECRET, NOW),
    'bad-signature',
  ],
  [
    'a timestamp moved after signing',
    () => verifyWebhook(rawBody, { ...headers(), 'x-gateway-timestamp': String(seconds + 1) }, SECRET, NOW),
    'bad-signature',
  ],
  [
    'a signature without v1=',
    () =>
      verifyWebhook(
        rawBody,
        { ...headers(), 'x-gateway-signature': headers()['x-gateway-signature'].slice(3) },
        SECRET,
        NOW,
      ),
    'bad-signature',
  ],
  [
    'a timestamp that is not a number',
    () => verifyWebhook(rawBody, { ...headers(), 'x-gateway-timestamp': 'soon' }, SECRET, NOW),
    'bad-signature',
  ],
  [
    'no signature',
    () => verifyWebhook(rawBody, { 'x-gateway-timestamp': String(seconds) }, SECRET, NOW),
    'missing-signature',
  ],
  [
    'no timestamp',
    () => verifyWebhook(rawBody, { 'x-gateway-signature': headers()['x-gateway-signature'] }, SECRET, NOW),
    'missing-signature',
  ],
  [
    'a stale timestamp (5 min 1 s old)',
    () => verifyWebhook(rawBody, headers(rawBody, seconds - 301), SECRET, NOW),
    'stale-timestamp',
  ],
  [
    'a timestamp from the future',
    () => verifyWebhook(rawBody, headers(rawBody, seconds + 301), SECRET, NOW),
    'stale-timestamp',
  ],
])('%s is refused', (_name, run, reason) => {
  const error = rejection(run);
  expect(error).toMatchObject({ reason, statusCode: 401, code: 'INVALID_WEBHOOK_SIGNATURE' });
});

test('5 minutes either way is still fresh', () => {
  expect(verifyWebhook(rawBody, headers(rawBody, seconds - 300), SECRET, NOW).eventId).toBe('evt_1');
  expect(verifyWebhook(rawBody, headers(rawBody, seconds + 300), SECRET, NOW).eventId).toBe('evt_1');
});

test.each([
  ['not JSON', 'ok'],
  ['an unknown status', JSON.stringify({ ...event, data: { ...event.data, status: 'PAID' } })],
  ['no eventId', JSON.stringify({ ...event, eventId: undefined })],
  ['a fractional amount', JSON.stringify({ ...event, data: { ...event.data, amount: 1.5 } })],
])('a correctly signed body that is %s is a malformed event (400)', (_name, body) => {
  expect(rejection(() => verifyWebhook(body, headers(body), SECRET, NOW))).toMatchObject({
    reason: 'malformed-event',
    statusCode: 400,
    code: 'INVALID_WEBHOOK_EVENT',
  });
});
