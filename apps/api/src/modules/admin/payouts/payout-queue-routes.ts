import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@onair/contracts';
import { members, payoutBatches, withdrawals, type Database } from '@onair/db';
import { requireFeature } from '../../../platform/http/feature-gate';
import { registerRoute } from '../../../platform/http/register-route';
import { staffOf } from '../staff-guard';
import { payoutBatchView, payoutWithdrawalView, type BatchRow, type BatchTotals } from './payout-view';

type Runner = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** Withdrawals with their member's login, nickname and verified name. */
export const selectQueue = (runner: Runner) =>
  runner
    .select({ row: withdrawals, loginId: members.loginId, nickname: members.nickname, verifiedName: members.verifiedName })
    .from(withdrawals)
    .innerJoin(members, eq(members.memberId, withdrawals.memberId));

/** What a batch adds up to: its withdrawals still in it (approved or paid; a rejected one has left it). */
export async function batchTotals(runner: Runner, batchIds: number[]): Promise<Map<number, BatchTotals>> {
  if (batchIds.length === 0) return new Map();
  const rows = await runner
    .select({
      batchId: withdrawals.batchId,
      count: count(),
      amount: sql<string>`coalesce(sum(${withdrawals.amount}), 0)`,
      fee: sql<string>`coalesce(sum(${withdrawals.fee}), 0)`,
      net: sql<string>`coalesce(sum(${withdrawals.payout}), 0)`,
    })
    .from(withdrawals)
    .where(and(inArray(withdrawals.batchId, batchIds), inArray(withdrawals.state, ['approved', 'completed'])))
    .groupBy(withdrawals.batchId);
  const totals = new Map<number, BatchTotals>();
  for (const row of rows)
    totals.set(Number(row.batchId), { count: Number(row.count), amount: Number(row.amount), fee: Number(row.fee), net: Number(row.net) });
  return totals;
}

export async function batchView(runner: Runner, batch: BatchRow) {
  const totals = await batchTotals(runner, [batch.batchId]);
  return payoutBatchView(batch, totals.get(batch.batchId) ?? { count: 0, amount: 0, fee: 0, net: 0 });
}

/** GET the payout queue and the batches: the request's brand only, a page at a time. */
export function payoutQueueRoutes(app: FastifyInstance, { db }: { db: Database }) {
  registerRoute(app, adminRoutes.payoutQueue, async ({ query, request }) => {
    requireFeature(request.brand, 'withdrawals');
    const where = and(
      eq(withdrawals.brand, request.brand.code),
      query.state === undefined ? undefined : eq(withdrawals.state, query.state),
      query.batchId === undefined ? undefined : eq(withdrawals.batchId, query.batchId),
    ) as SQL;
    const [rows, [total]] = await Promise.all([
      selectQueue(db)
        .where(where)
        .orderBy(asc(withdrawals.withdrawId))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      db.select({ value: count() }).from(withdrawals).where(where),
    ]);
    const role = staffOf(request).role;
    return { items: rows.map((row) => payoutWithdrawalView(row, role)), page: query.page, size: query.size, total: total?.value ?? 0 };
  });

  registerRoute(app, adminRoutes.payoutBatches, async ({ query, request }) => {
    requireFeature(request.brand, 'withdrawals');
    const where = and(eq(payoutBatches.brand, request.brand.code), query.state === undefined ? undefined : eq(payoutBatches.state, query.state)) as SQL;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(payoutBatches)
        .where(where)
        .orderBy(desc(payoutBatches.batchId))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      db.select({ value: count() }).from(payoutBatches).where(where),
    ]);
    const totals = await batchTotals(db, rows.map((row) => row.batchId));
    const empty = { count: 0, amount: 0, fee: 0, net: 0 };
    return { items: rows.map((row) => payoutBatchView(row, totals.get(row.batchId) ?? empty)), page: query.page, size: query.size, total: total?.value ?? 0 };
  });
}
