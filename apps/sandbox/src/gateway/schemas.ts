import * as v from 'valibot';
import { GatewayError } from './gateway-error';

export const PAYMENT_METHODS = ['kakaopay', 'virtualaccount', 'myaccount', 'mobile', 'creditcard', 'CARD'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const HttpUrl = v.pipe(
  v.string('must be a string'),
  v.check((text) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol), 'must be an http(s) URL'),
);
const Won = v.pipe(v.number('must be a number'), v.integer('must be a whole number of won'), v.minValue(1, 'must be at least 1'), v.maxValue(100_000_000, 'must be at most 100000000'));
const PaymentKey = v.pipe(v.string('must be a string'), v.minLength(1, 'must not be empty'), v.maxLength(64, 'must be at most 64 characters'));

export const CreatePaymentBody = v.object({
  orderId: v.pipe(v.string('must be a string'), v.regex(/^[\w=-]{6,64}$/, 'must be 6 to 64 letters, digits, -, _ or =')),
  orderName: v.pipe(v.string('must be a string'), v.minLength(1, 'must not be empty'), v.maxLength(100, 'must be at most 100 characters')),
  amount: Won,
  method: v.picklist(PAYMENT_METHODS, `must be one of ${PAYMENT_METHODS.join(', ')}`),
  customerName: v.optional(v.pipe(v.string('must be a string'), v.maxLength(100, 'must be at most 100 characters'))),
  successUrl: HttpUrl,
  failUrl: HttpUrl,
  webhookUrl: v.optional(HttpUrl),
});
export type CreatePaymentInput = v.InferOutput<typeof CreatePaymentBody>;

export const ConfirmBody = v.object({ paymentKey: PaymentKey, orderId: v.string('must be a string'), amount: Won });

export const CancelBody = v.object({
  cancelReason: v.pipe(v.string('must be a string'), v.minLength(1, 'must not be empty'), v.maxLength(200, 'must be at most 200 characters')),
});

export const DepositBody = v.object({ amount: v.optional(Won) });

export const FaultsBody = v.object({
  duplicate: v.optional(v.boolean('must be true or false')),
  hold: v.optional(v.boolean('must be true or false')),
  delayMs: v.optional(v.pipe(v.number('must be a number'), v.integer('must be whole milliseconds'), v.minValue(0, 'must be at least 0'), v.maxValue(600_000, 'must be at most 600000'))),
});

export const ReplayBody = v.object({
  times: v.optional(v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1, 'must be at least 1'), v.maxValue(10, 'must be at most 10')), 1),
});

/** The parsed body, or 400 INVALID_REQUEST naming each field at fault. */
export function parseBody<T extends v.GenericSchema>(schema: T, input: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  const message = result.issues
    .map((issue) => {
      const field = v.getDotPath(issue);
      if (field === null) return 'body: must be a JSON object';
      const missing = issue.kind === 'schema' && issue.input === undefined;
      return `${field}: ${missing ? 'is required' : issue.message}`;
    })
    .join('; ');
  throw new GatewayError(400, 'INVALID_REQUEST', message);
}
