import { and, asc, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@onair/contracts';
import { auditLog, type Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { staffOf } from './staff-guard';
import { brandsOf } from './staff-view';

type AuditRow = typeof auditLog.$inferSelect;

const AUDIT_SORT_COLUMNS = {
  at: auditLog.at,
  action: auditLog.action,
  staffId: auditLog.staffId,
  brand: auditLog.brand,
  targetKind: auditLog.targetKind,
} as const;

const auditEntryView = (row: AuditRow) => ({
  id: row.id,
  staffId: row.staffId,
  staffAddress: row.staffAddress,
  at: row.at.toISOString(),
  action: row.action,
  targetKind: row.targetKind,
  targetId: row.targetId,
  brand: row.brand,
  before: row.before,
  after: row.after,
  reason: row.reason,
});

export function auditRoutes(app: FastifyInstance, { db }: { db: Database }) {
  registerRoute(app, adminRoutes.audit, async ({ query, request }) => {
    const scope = brandsOf(staffOf(request));
    const filters: Array<SQL | undefined> = [
      query.staffId === undefined ? undefined : eq(auditLog.staffId, query.staffId),
      query.action === undefined ? undefined : eq(auditLog.action, query.action),
      query.brand === undefined ? undefined : eq(auditLog.brand, query.brand),
      query.targetKind === undefined ? undefined : eq(auditLog.targetKind, query.targetKind),
      query.targetId === undefined ? undefined : eq(auditLog.targetId, query.targetId),
      query.from === undefined ? undefined : gte(auditLog.at, new Date(query.from)),
      query.to === undefined ? undefined : lte(auditLog.at, new Date(query.to)),
      // A brand-scoped account reads only what was done to its own brands.
      scope === 'all' ? undefined : inArray(auditLog.brand, [...scope]),
    ];
    const where = and(...filters);
    const direction = query.order === 'asc' ? asc : desc;
    // The id breaks ties (many rows share an action or a second), so pages never overlap.
    const order = [direction(AUDIT_SORT_COLUMNS[query.sort]), direction(auditLog.id)];
    const [items, [total]] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(...order)
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      db.select({ value: count() }).from(auditLog).where(where),
    ]);
    return { items: items.map(auditEntryView), page: query.page, size: query.size, total: total?.value ?? 0 };
  });
}
