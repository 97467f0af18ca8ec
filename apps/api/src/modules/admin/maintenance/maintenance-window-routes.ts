import { and, desc, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminRoutes, BRAND_CODES, type BrandCode, type MaintenanceWindowRow } from '@onair/contracts';
import { maintenanceWindows, type Database } from '@onair/db';
import { registerRoute } from '../../../platform/http/register-route';
import { ApiError, validationError } from '../../../platform/http/errors';
import { replaceWithin } from '../../../platform/maintenance/maintenance-store';
import { writeAudit } from '../audit-writer';
import type { Clock } from '../clock';
import { staffOf } from '../staff-guard';
import { brandsOf, coversBrands } from '../staff-view';

type Deps = { db: Database; now: Clock };
type Row = typeof maintenanceWindows.$inferSelect;

/** How many windows that are over the list shows after the standing ones. */
const HISTORY = 30;

const windowNotFound = () => new ApiError(404, 'NOT_FOUND', 'maintenance.windowNotFound');

function rowView(row: Row, now: number): MaintenanceWindowRow {
  const over = row.clearedAt !== null || row.endAt.getTime() <= now;
  return {
    id: row.id,
    brand: row.brand as BrandCode | null,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    reason: row.reason,
    state: over ? 'ended' : row.startAt.getTime() <= now ? 'active' : 'scheduled',
    clearedAt: row.clearedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Maintenance per brand from the console (docs/shell.md, "Maintenance"): list, schedule on one
 * brand or several, end early. Every brand named must be one the account holds; each change and its
 * audit rows commit together, and this node's gate reads the windows again at once (others within
 * MAINTENANCE_CACHE_MS).
 */
export function maintenanceWindowRoutes(app: FastifyInstance, { db, now }: Deps) {
  const { lookup } = app.maintenance;

  /** The windows an account may see: its brands' and the every-brand ones. */
  const visibleTo = (brands: ReturnType<typeof brandsOf>): SQL | undefined =>
    brands === 'all' ? undefined : or(isNull(maintenanceWindows.brand), inArray(maintenanceWindows.brand, brands));

  async function listFor(brands: ReturnType<typeof brandsOf>, at: number) {
    const scope = visibleTo(brands);
    const standing = await db
      .select()
      .from(maintenanceWindows)
      .where(and(scope, isNull(maintenanceWindows.clearedAt), gt(maintenanceWindows.endAt, new Date(at))))
      .orderBy(maintenanceWindows.startAt, maintenanceWindows.id);
    const over = await db
      .select()
      .from(maintenanceWindows)
      .where(scope)
      .orderBy(desc(maintenanceWindows.id))
      .limit(HISTORY + standing.length);
    const standingIds = new Set(standing.map((row) => row.id));
    const history = over.filter((row) => !standingIds.has(row.id)).slice(0, HISTORY);
    return { windows: [...standing, ...history].map((row) => rowView(row, at)) };
  }

  registerRoute(app, adminRoutes.maintenanceWindows, async ({ request }) =>
    listFor(brandsOf(staffOf(request)), now()),
  );

  registerRoute(app, adminRoutes.scheduleMaintenance, async ({ body, request }) => {
    const staff = staffOf(request);
    const brands = [...new Set(body.brands)].sort((a, b) => BRAND_CODES.indexOf(a) - BRAND_CODES.indexOf(b));
    if (!coversBrands(brandsOf(staff), brands)) throw new ApiError(403, 'STAFF_BRAND_REFUSED', 'admin.brandRefused');
    const window = { startAt: new Date(body.startAt), endAt: new Date(body.endAt), reason: body.reason };
    const at = now();
    if (window.endAt <= window.startAt)
      throw validationError([{ field: 'endAt', in: 'body', message: 'must be after startAt' }]);
    if (window.endAt.getTime() <= at)
      throw validationError([{ field: 'endAt', in: 'body', message: 'must be in the future' }]);
    await db.transaction(async (tx) => {
      for (const brand of brands) {
        const id = await replaceWithin(tx, brand, window, { staff: staff.id });
        await writeAudit(tx, {
          staffId: staff.id,
          staffAddress: request.ip,
          action: 'maintenance.schedule',
          targetKind: 'maintenance',
          targetId: id,
          brand,
          after: { startAt: window.startAt.toISOString(), endAt: window.endAt.toISOString(), reason: window.reason },
          reason: window.reason,
          at: new Date(at),
        });
      }
    });
    lookup.forget();
    return listFor(brandsOf(staff), at);
  });

  registerRoute(app, adminRoutes.endMaintenance, async ({ params, body, request }) => {
    const staff = staffOf(request);
    const at = now();
    const ended = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(maintenanceWindows)
        .where(eq(maintenanceWindows.id, params.windowId))
        .for('update');
      // Another brand's window is answered as unknown; the every-brand one needs every brand.
      if (!row || !coversBrands(brandsOf(staff), row.brand === null ? 'all' : [row.brand as BrandCode]))
        throw windowNotFound();
      if (row.clearedAt !== null || row.endAt.getTime() <= at) return row;
      const [cleared] = await tx
        .update(maintenanceWindows)
        .set({ clearedAt: new Date(at) })
        .where(eq(maintenanceWindows.id, row.id))
        .returning();
      await writeAudit(tx, {
        staffId: staff.id,
        staffAddress: request.ip,
        action: 'maintenance.end',
        targetKind: 'maintenance',
        targetId: row.id,
        brand: row.brand,
        before: { startAt: row.startAt.toISOString(), endAt: row.endAt.toISOString(), reason: row.reason },
        after: { clearedAt: new Date(at).toISOString() },
        reason: body.reason,
        at: new Date(at),
      });
      return cleared ?? row;
    });
    lookup.forget();
    return rowView(ended, at);
  });
}
