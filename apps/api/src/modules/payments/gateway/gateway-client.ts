import * as v from 'valibot';
import type { PaymentGatewaySettings } from '../../../platform/config/settings';
import { UpstreamError } from '../../verification/index';
import { CreatedAnswer, PaymentAnswer, RefusalAnswer } from './gateway-answers';
import { GATEWAY_ERROR_CODE, GATEWAY_MESSAGES } from './gateway-messages';
import { GatewayRefusal } from './gateway-refusal';
import type { CanceledPayment, ConfirmedPayment, GatewayClient } from './gateway-types';

export type GatewayClientOptions = { timeoutMs?: number };

const upstream = (detail: string) =>
  new UpstreamError(GATEWAY_ERROR_CODE, 'money.gatewayUnavailable', `payment gateway: ${detail}`);

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * The payment gateway over HTTP (docs/payment-gateway.md), with our secret key as Basic auth.
 * Unreachable, slower than timeoutMs, a 5xx, a 401/403 (our key is wrong: not the buyer's doing)
 * or an answer of the wrong shape: UpstreamError (502). Any other 4xx: GatewayRefusal.
 */
export function createGatewayClient(
  settings: PaymentGatewaySettings,
  { timeoutMs = 10_000 }: GatewayClientOptions = {},
): GatewayClient {
  const base = `${settings.baseUrl.replace(/\/+$/, '')}/gateway/v1`;
  const authorization = `Basic ${Buffer.from(`${settings.secretKey}:`).toString('base64')}`;

  async function call<T extends v.GenericSchema>(
    method: 'GET' | 'POST',
    path: string,
    schema: T,
    body?: object,
  ): Promise<v.InferOutput<T>> {
    const what = `${method} ${path}`;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw upstream(
        `${what}: ${timedOut ? `no answer within ${timeoutMs} ms` : `unreachable: ${(error as Error).message}`}`,
      );
    }
    const answer = parseJson(text);
    if (response.status === 401 || response.status === 403)
      throw upstream(`${what} refused our secret key (${response.status}): ${text.slice(0, 200)}`);
    if (response.status >= 400 && response.status < 500) {
      const refusal = v.safeParse(RefusalAnswer, answer);
      if (!refusal.success)
        throw new GatewayRefusal(response.status, `HTTP_${response.status}`, GATEWAY_MESSAGES.refused);
      throw new GatewayRefusal(
        response.status,
        refusal.output.code,
        refusal.output.message ?? GATEWAY_MESSAGES.refused,
      );
    }
    if (!response.ok) throw upstream(`${what} answered ${response.status}: ${text.slice(0, 200)}`);
    const parsed = v.safeParse(schema, answer);
    if (!parsed.success)
      throw upstream(`${what} answered ${response.status} with an unexpected body: ${text.slice(0, 200)}`);
    return parsed.output;
  }

  const at = (paymentKey: string) => `/payments/${encodeURIComponent(paymentKey)}`;

  return {
    createPayment: (input) => call('POST', '/payments', CreatedAnswer, input),

    async confirm(input) {
      const payment = await call('POST', '/payments/confirm', PaymentAnswer, input);
      const confirmed =
        (payment.status === 'DONE' && payment.approvedAt !== null) ||
        (payment.status === 'WAITING_FOR_DEPOSIT' && payment.virtualAccount !== null);
      if (!confirmed) throw upstream(`confirm of ${input.paymentKey} answered 200 with status ${payment.status}`);
      return payment as ConfirmedPayment;
    },

    async cancel(paymentKey, cancelReason) {
      const payment = await call('POST', `${at(paymentKey)}/cancel`, PaymentAnswer, { cancelReason });
      if (payment.status !== 'CANCELED')
        throw upstream(`cancel of ${paymentKey} answered 200 with status ${payment.status}`);
      return payment as CanceledPayment;
    },

    get: (paymentKey) => call('GET', at(paymentKey), PaymentAnswer),
  };
}
