import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@onair/contracts';
import { payoutBatches, withdrawals, type Database } from '@onair/db';
import type { Ledger } from '@onair/ledger';
import { ApiError } from '../../../platform/http/errors';
import { requireFeature } from '../../../platform/http/feature-gate';
import { MONEY_CODES } from '../../../platform/http/money-errors';
import { registerRoute } from '../../../platform/http/register-route';
import { settleWithdrawal } from '../../money/index';
import { writeAudit } from '../audit-writer';
import type { Clock } from '../clock';
import { staffOf } from '../staff-guard';
import { batchView } from './payout-queue-routes';
import { registerStaffKeyedRoute } from './staff-keyed-route';
import { transferFile } from './transfer-file';

const withdrawNotFound = () => new ApiError(404, MONEY_CODES.notFound, 'money.withdrawNotFound');
const alreadyDecided = () => new ApiError(409, MONEY_CODES.conflict, 'money.withdrawAlreadyDecided');
const batchNotFound = () => new ApiError(404, 'PAYOUT_BATCH_NOT_FOUND', 'admin.payoutBatchNotFound');
const batchPaid = () => new ApiError(409, 'PAYOUT_BATCH_PAID', 'admin.payoutBatchPaid');

/**
 * Approving a batch, its bank transfer file, and marking it paid (docs/money.md, "Payouts").
 * Each step and its audit row commit together; approve and paid run under the staff account's
 * Idempotency-Key.
 */
export function payoutBatchRoutes(app: FastifyInstance, { db, ledger, now }: { db: Database; ledger: () => Ledger; now: Clock }) {
  registerStaffKeyedRoute(app, db, adminRoutes.approvePayouts, async ({ body, tx, staff, request }) => {
    const brand = request.brand;
    requireFeature(brand, 'withdrawals');
    const ids = [...new Set(body.withdrawIds)].sort((a, b) => a - b);
    const at = new Date(now());
    const [batch] = await tx.insert(payoutBatches).values({ brand: brand.code, state: 'approved', createdByStaffId: staff.id, createdAt: at }).returning();
    if (!batch) throw new Error('payout batch was not stored');
    // All or none: one conditional UPDATE, so a withdrawal cancelled, rejected or approved in
    // another batch meanwhile makes the whole batch refused (and rolled back) rather than short.
    const approved = await tx
      .update(withdrawals)
      .set({ state: 'approved', batchId: batch.batchId, approvedAt: at })
      .where(and(inArray(withdrawals.withdrawId, ids), eq(withdrawals.brand, brand.code), eq(withdrawals.state, 'requested')))
      .returning({ withdrawId: withdrawals.withdrawId });
    if (approved.length !== ids.length) {
      const found = await tx
        .select({ withdrawId: withdrawals.withdrawId })
        .from(withdrawals)
        .where(and(inArray(withdrawals.withdrawId, ids), eq(withdrawals.brand, brand.code)));
      // Another brand's withdrawal is answered as one that does not exist.
      throw found.length !== ids.length ? withdrawNotFound() : alreadyDecided();
    }
    const view = await batchView(tx, batch);
    await writeAudit(tx, {
      staffId: staff.id,
      staffAddress: request.ip,
      action: 'payout.approve',
      targetKind: 'payout-batch',
      targetId: batch.batchId,
      brand: brand.code,
      before: { withdrawIds: ids, state: 'requested' },
      after: { state: 'approved', count: view.count, amount: view.amount, net: view.net },
      at,
    });
    return view;
  });

  registerRoute(app, adminRoutes.payoutTransferFile, async ({ params, request }) => {
    const brand = request.brand;
    requireFeature(brand, 'withdrawals');
    const staff = staffOf(request);
    const at = new Date(now());
    return db.transaction(async (tx) => {
      const [batch] = await tx
        .update(payoutBatches)
        .set({ exportedAt: at })
        .where(and(eq(payoutBatches.batchId, params.batchId), eq(payoutBatches.brand, brand.code)))
        .returning();
      if (!batch) throw batchNotFound();
      const rows = await tx
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.batchId, batch.batchId), inArray(withdrawals.state, ['approved', 'completed'])))
        .orderBy(asc(withdrawals.withdrawId));
      const file = transferFile(brand, batch.batchId, rows, at);
      // Who took the full account numbers out, and when.
      await writeAudit(tx, {
        staffId: staff.id,
        staffAddress: request.ip,
        action: 'payout.export',
        targetKind: 'payout-batch',
        targetId: batch.batchId,
        brand: brand.code,
        after: { fileName: file.fileName, rows: file.rows, net: file.net },
        at,
      });
      return file;
    });
  });

  registerStaffKeyedRoute(app, db, adminRoutes.payPayoutBatch, async ({ params, tx, staff, request }) => {
    const brand = request.brand;
    requireFeature(brand, 'withdrawals');
    const at = new Date(now());
    const ofBrand = and(eq(payoutBatches.batchId, params.batchId), eq(payoutBatches.brand, brand.code));
    const [batch] = await tx
      .update(payoutBatches)
      .set({ state: 'paid', paidAt: at, paidByStaffId: staff.id })
      .where(and(ofBrand, eq(payoutBatches.state, 'approved')))
      .returning();
    if (!batch) {
      const [existing] = await tx.select({ batchId: payoutBatches.batchId }).from(payoutBatches).where(ofBrand);
      throw existing ? batchPaid() : batchNotFound();
    }
    const approvedRows = await tx
      .select({ withdrawId: withdrawals.withdrawId })
      .from(withdrawals)
      .where(and(eq(withdrawals.batchId, batch.batchId), eq(withdrawals.state, 'approved')))
      .orderBy(asc(withdrawals.withdrawId));
    const paid: number[] = [];
    for (const { withdrawId } of approvedRows) {
      const outcome = await settleWithdrawal(tx, ledger(), {
        withdrawId,
        scope: eq(withdrawals.batchId, batch.batchId),
        to: 'completed',
        from: ['approved'],
        decidedBy: null,
        decidedByStaffId: staff.id,
        at,
      });
      // One rejected after it was read is left as rejected: its hold went back already.
      if (typeof outcome === 'object') paid.push(withdrawId);
    }
    const view = await batchView(tx, batch);
    await writeAudit(tx, {
      staffId: staff.id,
      staffAddress: request.ip,
      action: 'payout.pay',
      targetKind: 'payout-batch',
      targetId: batch.batchId,
      brand: brand.code,
      before: { state: 'approved' },
      after: { state: 'paid', withdrawIds: paid, amount: view.amount, withheld: view.withheld, net: view.net },
      at,
    });
    return view;
  });
}
