import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type { BrandConfig } from '@onair/brand';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, MONEY_MESSAGES, type ErrorBody, type RouteContract, messageOfText, messageText, isMessageKey, answeredFieldErrors } from '@onair/contracts';
import {
  hashRequestBody,
  IdempotencyKeyMismatch,
  InsufficientBalance,
  runIdempotent,
  type IdempotencyScope,
  type IdempotentOutcome,
  type LedgerTx,
  type StoredAnswer,
} from '@onair/ledger';
import type { Database } from '@onair/db';
import { registerRoute, type RouteInput } from './register-route';
import { ApiError } from './errors';
import { CURRENCY_ITEM } from '../ledger/accounts';
import { MONEY_CODES, moneyMessageRef } from './money-errors';

export type IdempotentInput<C extends RouteContract> = RouteInput<C> & {
  /** The transaction the movement happens in; the first answer is stored in it too. */
  tx: LedgerTx;
  memberId: number;
};
export type IdempotentHandler<C extends RouteContract> = (input: IdempotentInput<C>) => Promise<v.InferOutput<C['response']>>;

export type KeyedInput<C extends RouteContract> = RouteInput<C> & {
  memberId: number;
  /** The member, their Idempotency-Key, the operation and the request's hash. */
  scope: IdempotencyScope;
};
/** Answers a keyed request once per key: the first answer, or the stored one (replayed). */
export type KeyedRunner<C extends RouteContract> = (input: KeyedInput<C>) => Promise<IdempotentOutcome>;

/** Node gives header names in lower case. */
const KEY_HEADER_NAME = IDEMPOTENCY_KEY_HEADER.toLowerCase();

/** Said on a replayed answer, so a client (and a test) can tell it moved nothing. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/**
 * Serves a money-moving contract: the member's Idempotency-Key and the request's hash go into the
 * same transaction as the movement, so a retry gets the first answer (success or refusal) and moves
 * nothing, and the same key with another body is refused with 422.
 */
export function registerIdempotentRoute<C extends RouteContract>(app: FastifyInstance, db: Database, contract: C, handler: IdempotentHandler<C>) {
  const successStatus = contract.status ?? 200;
  registerKeyedRoute(app, contract, (input) =>
    runIdempotent(
      db,
      input.scope,
      async (tx) => ({ status: successStatus, body: await handler({ ...input, tx }) }),
      (error) => refusalOf(error, input.request.brand),
    ),
  );
}

/**
 * The Idempotency-Key's side of a money route, whoever runs the movement: the key is required
 * (400), the same key with another body is 422, a replay says so in a header, and a stored refusal
 * is answered as the error it was. registerIdempotentRoute runs the movement in runIdempotent; the
 * gift runs its own single statement (gifts/gift-route.ts).
 */
export function registerKeyedRoute<C extends RouteContract>(app: FastifyInstance, contract: C, run: KeyedRunner<C>) {
  const successStatus = contract.status ?? 200;
  registerRoute(app, contract, async (input) => {
    if (!input.request.member) throw new ApiError(401, MONEY_CODES.forbidden, 'auth.invalidToken');
    // Money moves only for a session still in force: a block, a password change or a withdrawal
    // ends the tokens handed out before at once (one read of the member, shared by concurrent requests).
    const member = await app.sessions.requireCurrent(input.request.member);
    const key = input.request.headers[KEY_HEADER_NAME];
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new ApiError(400, MONEY_CODES.idempotencyKeyRequired, 'money.idempotencyKeyRequired', [
        { field: IDEMPOTENCY_KEY_HEADER, in: 'header', message: MONEY_MESSAGES.idempotencyKeyRequired },
      ]);
    }
    const scope: IdempotencyScope = {
      memberId: member.memberId,
      key,
      operation: contract.operationId,
      requestHash: hashRequestBody({ params: input.params ?? null, query: input.query ?? null, body: input.body ?? null }),
    };
    let outcome;
    try {
      outcome = await run({ ...input, memberId: member.memberId, scope });
    } catch (error) {
      if (error instanceof IdempotencyKeyMismatch) {
        throw new ApiError(422, MONEY_CODES.idempotencyKeyMismatch, 'money.idempotencyKeyMismatch');
      }
      throw error;
    }
    if (outcome.replayed) input.reply.header(REPLAYED_HEADER, 'true');
    if (outcome.status !== successStatus) {
      const stored = outcome.body as ErrorBody;
      throw new ApiError(outcome.status, stored.code, storedMessage(stored), stored.errors);
    }
    return outcome.body as v.InferOutput<C['response']>;
  });
}

/** Refusals a retry must see again (4xx); anything else is not stored, so a retry may still succeed. */
export function refusalOf(error: unknown, brand: BrandConfig): StoredAnswer | undefined {
  if (error instanceof InsufficientBalance) return insufficientRefusal(brand, error.account.itemCode);
  if (error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) return storedError(error);
  return undefined;
}

/** A stored refusal's message by key; one stored before answers carried keys is found by its text. */
export function storedMessage(stored: ErrorBody) {
  if (typeof stored.key === 'string' && isMessageKey(stored.key)) return stored.params ? { key: stored.key, params: stored.params } : stored.key;
  return messageOfText(stored.message);
}

/** An ApiError as the answer stored under the key. */
export function storedError(error: ApiError): StoredAnswer {
  const body: ErrorBody = { statusCode: error.statusCode, code: error.code, message: error.message, key: error.key, params: error.params, errors: error.errors && answeredFieldErrors(error.errors) };
  return { status: error.statusCode, body };
}

/** 409: not enough of the currency (or of an item) to give or spend. */
export function insufficientRefusal(brand: BrandConfig, itemCode: number): StoredAnswer {
  const ref = itemCode === CURRENCY_ITEM ? moneyMessageRef('insufficientBalance', brand) : moneyMessageRef('insufficientItems', brand);
  const body: ErrorBody = { statusCode: 409, code: MONEY_CODES.insufficientBalance, message: messageText(ref), ...ref };
  return { status: 409, body };
}
