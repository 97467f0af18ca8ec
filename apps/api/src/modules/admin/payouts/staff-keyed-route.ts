import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, MONEY_MESSAGES, type ErrorBody, type RouteContract } from '@onair/contracts';
import { hashRequestBody, IdempotencyKeyMismatch, runIdempotent, type LedgerTx } from '@onair/ledger';
import type { Database } from '@onair/db';
import { ApiError } from '../../../platform/http/errors';
import { refusalOf, REPLAYED_HEADER, storedMessage } from '../../../platform/http/idempotent-route';
import { MONEY_CODES } from '../../../platform/http/money-errors';
import { registerRoute, type RouteInput } from '../../../platform/http/register-route';
import { staffOf } from '../staff-guard';
import type { StaffRow } from '../staff-view';

export type StaffKeyedInput<C extends RouteContract> = RouteInput<C> & { tx: LedgerTx; staff: StaffRow };

/**
 * Idempotency keys are stored per member; a staff account's are stored under the negative of its
 * id, a range no member id uses, so a staff key never meets a member's.
 */
export const staffKeyOwner = (staffId: number) => -staffId;

/**
 * A money-moving console route: the staff account's Idempotency-Key and the request's hash are
 * claimed in the transaction of the movement and its audit row, so a retry gets the first answer
 * (success or refusal) with idempotent-replayed and moves nothing; the same key with another body
 * is 422, as on the members' money routes.
 */
export function registerStaffKeyedRoute<C extends RouteContract>(
  app: FastifyInstance,
  db: Database,
  contract: C,
  handler: (input: StaffKeyedInput<C>) => Promise<v.InferOutput<C['response']>>,
) {
  const successStatus = contract.status ?? 200;
  registerRoute(app, contract, async (input) => {
    const staff = staffOf(input.request);
    const key = input.request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new ApiError(400, MONEY_CODES.idempotencyKeyRequired, 'money.idempotencyKeyRequired', [
        { field: IDEMPOTENCY_KEY_HEADER, in: 'header', message: MONEY_MESSAGES.idempotencyKeyRequired },
      ]);
    }
    const scope = {
      memberId: staffKeyOwner(staff.id),
      key,
      operation: contract.operationId,
      requestHash: hashRequestBody({ params: input.params ?? null, query: input.query ?? null, body: input.body ?? null }),
    };
    let outcome;
    try {
      outcome = await runIdempotent(
        db,
        scope,
        async (tx) => ({ status: successStatus, body: await handler({ ...input, tx, staff }) }),
        (error) => refusalOf(error, input.request.brand),
      );
    } catch (error) {
      if (error instanceof IdempotencyKeyMismatch) throw new ApiError(422, MONEY_CODES.idempotencyKeyMismatch, 'money.idempotencyKeyMismatch');
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
