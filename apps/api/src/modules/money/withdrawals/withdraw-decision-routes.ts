import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { luvRoutes, MESSAGE_TEXTS } from '@onair/contracts';
import { withdrawals } from '@onair/db';
import { registerRoute, type RouteInput } from '../../../platform/http/register-route';
import { ApiError } from '../../../platform/http/errors';
import { requireFeature } from '../../../platform/http/feature-gate';
import { MONEY_CODES, moneyRefusal } from '../../../platform/http/money-errors';
import { settleWithdrawal, type Settlement } from './settle-withdrawal';
import { withdrawalView } from './withdrawal-view';
import type { Ledger } from '@onair/ledger';

/** Said when an operator decides a withdrawal that was already cancelled, completed or rejected. */
export const WITHDRAW_ALREADY_DECIDED = MESSAGE_TEXTS['money.withdrawAlreadyDecided'];

/**
 * POST /api/luv/withdraw/{withdrawId}/complete and /reject: operators (user type O) of the brand
 * only. Not idempotent by key: a decision is idempotent by state, a second one answers 409.
 */
export function withdrawDecisionRoutes(app: FastifyInstance, { ledger }: { ledger: Ledger }) {
  const decide =
    (to: Settlement['to']) =>
    async ({ params, body, request }: Pick<RouteInput<typeof luvRoutes.withdrawComplete>, 'params' | 'body' | 'request'>) => {
      const brand = request.brand;
      requireFeature(brand, 'withdrawals');
      const operator = await app.sessions.requireCurrent(request.member);
      if (operator.userType !== 'O') throw moneyRefusal(403, MONEY_CODES.forbidden, 'operatorOnly', brand);
      const outcome = await ledger.transaction((tx) =>
        settleWithdrawal(tx, ledger, {
          withdrawId: params.withdrawId,
          // An operator decides the withdrawals of their own brand only.
          scope: eq(withdrawals.brand, brand.code),
          to,
          decidedBy: operator.memberId,
          note: body.note || undefined,
        }),
      );
      if (outcome === 'missing') throw moneyRefusal(404, MONEY_CODES.notFound, 'withdrawNotFound', brand);
      if (outcome === 'decided') throw new ApiError(409, MONEY_CODES.conflict, 'money.withdrawAlreadyDecided');
      return withdrawalView(outcome);
    };

  registerRoute(app, luvRoutes.withdrawComplete, decide('completed'));
  registerRoute(app, luvRoutes.withdrawReject, decide('rejected'));
}
