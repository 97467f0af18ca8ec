import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminRoutes, BRAND_CODES, type BrandCode } from '@onair/contracts';
import { ledgerBookChecks, type Database } from '@onair/db';
import { checkLedgerInvariants } from '@onair/ledger';
import { registerRoute } from '../../../platform/http/register-route';
import { ApiError } from '../../../platform/http/errors';
import { writeAudit } from '../audit-writer';
import type { Clock } from '../clock';
import { staffOf } from '../staff-guard';
import { brandsOf, coversBrands } from '../staff-view';
import { dashboardFigures } from './dashboard-query';
import { periodDays } from './dashboard-period';
import { startDashboardRollup } from './rollup-job';

type Deps = { db: Database; now: Clock; rollupEveryMs?: number | undefined };

/** How many problem lines a books run keeps: enough to start looking, never a huge row. */
const KEPT_PROBLEMS = 50;

/**
 * The business dashboard (GET /api/admin/dashboard) and its books panel (the ledger invariants on
 * demand), and the rollup job that keeps the dashboard's daily rows.
 */
export function dashboardRoutes(app: FastifyInstance, { db, now, rollupEveryMs }: Deps) {
  registerRoute(app, adminRoutes.dashboard, async ({ query, request }) => {
    const held = brandsOf(staffOf(request));
    const all = held === 'all' ? [...BRAND_CODES] : held;
    if (query.brand !== 'all' && !coversBrands(held, [query.brand]))
      throw new ApiError(403, 'STAFF_BRAND_REFUSED', 'admin.brandRefused');
    const brands: BrandCode[] = query.brand === 'all' ? all : [query.brand];
    const at = now();
    const { from, to } = periodDays(query, at);
    return dashboardFigures(db, brands, from, to, at);
  });

  async function booksStatus() {
    const [last] = await db.select().from(ledgerBookChecks).orderBy(desc(ledgerBookChecks.id)).limit(1);
    const [passed] = await db
      .select({ at: ledgerBookChecks.checkedAt })
      .from(ledgerBookChecks)
      .where(eq(ledgerBookChecks.ok, true))
      .orderBy(desc(ledgerBookChecks.id))
      .limit(1);
    return {
      lastCheck: last
        ? { at: last.checkedAt.toISOString(), ok: last.ok, problems: last.problems, durationMs: last.durationMs }
        : null,
      lastPassedAt: passed?.at.toISOString() ?? null,
    };
  }

  registerRoute(app, adminRoutes.books, async () => booksStatus());

  registerRoute(app, adminRoutes.checkBooks, async ({ request }) => {
    const staff = staffOf(request);
    const started = performance.now();
    const report = await checkLedgerInvariants(db);
    const durationMs = Math.round(performance.now() - started);
    const at = new Date(now());
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ledgerBookChecks)
        .values({ checkedAt: at, staffId: staff.id, ok: report.ok, problems: report.problems.slice(0, KEPT_PROBLEMS), durationMs })
        .returning({ id: ledgerBookChecks.id });
      await writeAudit(tx, {
        staffId: staff.id,
        staffAddress: request.ip,
        action: 'books.check',
        targetKind: 'ledger',
        targetId: row?.id ?? 0,
        after: { ok: report.ok, problems: report.problems.length },
        at,
      });
    });
    return booksStatus();
  });

  const stop = startDashboardRollup(db, (error) => app.log.error({ err: error }, 'dashboard rollup failed'), rollupEveryMs);
  app.addHook('onClose', async () => stop());
}
