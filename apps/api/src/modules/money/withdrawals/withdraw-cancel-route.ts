import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { luvRoutes } from '@onair/contracts';
import { withdrawals, type Database } from '@onair/db';
import { requireFeature } from '../../../platform/http/feature-gate';
import { registerIdempotentRoute } from '../../../platform/http/idempotent-route';
import { MONEY_CODES, moneyRefusal } from '../../../platform/http/money-errors';
import { settleWithdrawal } from './settle-withdrawal';
import { withdrawalView } from './withdrawal-view';
import type { Ledger } from '@onair/ledger';

/** POST /api/luv/withdraw-cancel: the owner takes back a request not yet decided; the hold is released. */
export function withdrawCancelRoute(app: FastifyInstance, { db, ledger }: { db: Database; ledger: Ledger }) {
  registerIdempotentRoute(app, db, luvRoutes.withdrawCancel, async ({ body, tx, memberId, request }) => {
    const brand = request.brand;
    requireFeature(brand, 'withdrawals');
    // Someone else's withdrawal is answered as not found: its existence is none of the caller's business.
    const outcome = await settleWithdrawal(tx, ledger, {
      withdrawId: body.withdrawId,
      scope: eq(withdrawals.memberId, memberId),
      to: 'cancelled',
      decidedBy: memberId,
    });
    if (outcome === 'missing') throw moneyRefusal(404, MONEY_CODES.notFound, 'withdrawNotFound', brand);
    if (outcome === 'decided') throw moneyRefusal(409, MONEY_CODES.conflict, 'withdrawNotCancellable', brand);
    return withdrawalView(outcome);
  });
}
