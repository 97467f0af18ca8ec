import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@onair/contracts';
import { withdrawals, type Database } from '@onair/db';
import type { Ledger } from '@onair/ledger';
import { ApiError } from '../../../platform/http/errors';
import { requireFeature } from '../../../platform/http/feature-gate';
import { MONEY_CODES } from '../../../platform/http/money-errors';
import { settleWithdrawal } from '../../money/index';
import { writeAudit } from '../audit-writer';
import type { Clock } from '../clock';
import { selectQueue } from './payout-queue-routes';
import { payoutWithdrawalView } from './payout-view';
import { registerStaffKeyedRoute } from './staff-keyed-route';

/**
 * Rejects a requested or approved withdrawal: the hold goes back to the streamer's received luv,
 * and the reason is the decision note the streamer reads in their withdrawal list.
 */
export function payoutRejectRoute(app: FastifyInstance, { db, ledger, now }: { db: Database; ledger: () => Ledger; now: Clock }) {
  registerStaffKeyedRoute(app, db, adminRoutes.rejectPayout, async ({ params, body, tx, staff, request }) => {
    const brand = request.brand;
    requireFeature(brand, 'withdrawals');
    const at = new Date(now());
    const outcome = await settleWithdrawal(tx, ledger(), {
      withdrawId: params.withdrawId,
      scope: eq(withdrawals.brand, brand.code),
      to: 'rejected',
      from: ['requested', 'approved'],
      decidedBy: null,
      decidedByStaffId: staff.id,
      note: body.reason,
      at,
    });
    if (outcome === 'missing') throw new ApiError(404, MONEY_CODES.notFound, 'money.withdrawNotFound');
    if (outcome === 'decided') throw new ApiError(409, MONEY_CODES.conflict, 'money.withdrawAlreadyDecided');
    await writeAudit(tx, {
      staffId: staff.id,
      staffAddress: request.ip,
      action: 'payout.reject',
      targetKind: 'withdrawal',
      targetId: outcome.withdrawId,
      brand: brand.code,
      before: { state: outcome.batchId === null ? 'requested' : 'approved', batchId: outcome.batchId },
      after: { state: 'rejected', amount: outcome.amount },
      reason: body.reason,
      at,
    });
    const [row] = await selectQueue(tx).where(eq(withdrawals.withdrawId, outcome.withdrawId));
    if (!row) throw new Error(`withdrawal ${outcome.withdrawId} vanished`);
    return payoutWithdrawalView(row, staff.role);
  });
}
