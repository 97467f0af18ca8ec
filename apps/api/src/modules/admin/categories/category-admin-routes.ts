import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import { CATEGORY_SLUG_TAKEN_CODE, ERROR_CODES, adminRoutes, type AdminCategory } from '@onair/contracts';
import { categories, type Database } from '@onair/db';
import { ApiError } from '../../../platform/http/errors';
import { registerRoute } from '../../../platform/http/register-route';
import { writeAudit } from '../audit-writer';
import type { Clock } from '../clock';
import { staffOf } from '../staff-guard';
import { brandsOf } from '../staff-view';

type CategoryRow = typeof categories.$inferSelect;

const viewOf = ({ updatedAt: _updatedAt, ...row }: CategoryRow): AdminCategory => ({
  ...row,
  kind: row.kind === 'game' ? 'game' : 'other',
});

/** Postgres and PGlite both say 23505; drizzle may wrap it as the cause. */
const isUniqueViolation = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return code === '23505' || isUniqueViolation(cause);
};

/**
 * The categories in the console (docs/discovery.md): one list for every brand, which content staff
 * add to, rename, reorder and disable; every change is audited. Being every brand's, it is changed
 * only by an account for every brand (a brand-scoped one reads it).
 */
/** The list is every brand's: only an account for every brand may change it. */
function requireEveryBrand(request: FastifyRequest) {
  if (brandsOf(staffOf(request)) !== 'all') throw new ApiError(403, ERROR_CODES.forbidden, 'admin.brandRefused');
}

export function categoryAdminRoutes(app: FastifyInstance, { db, now }: { db: Database; now: Clock }) {
  registerRoute(app, adminRoutes.listCategories, async () => ({
    items: (await db.select().from(categories).orderBy(asc(categories.position), asc(categories.categoryId))).map(viewOf),
  }));

  registerRoute(app, adminRoutes.createCategory, async ({ body, request }) => {
    requireEveryBrand(request);
    const at = new Date(now());
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx.insert(categories).values({ ...body, updatedAt: at }).returning();
        if (!row) throw new Error('category was not stored');
        await writeAudit(tx, {
          staffId: staffOf(request).id,
          staffAddress: request.ip,
          action: 'category.create',
          targetKind: 'category',
          targetId: row.categoryId,
          after: viewOf(row),
          at,
        });
        return viewOf(row);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(409, CATEGORY_SLUG_TAKEN_CODE, 'admin.categorySlugTaken');
      throw error;
    }
  });

  registerRoute(app, adminRoutes.updateCategory, async ({ params, body, request }) => {
    requireEveryBrand(request);
    const at = new Date(now());
    return db.transaction(async (tx) => {
      const [before] = await tx.select().from(categories).where(eq(categories.categoryId, params.categoryId)).for('update');
      if (!before) throw new ApiError(404, ERROR_CODES.notFound, 'admin.categoryNotFound');
      const [row] = await tx
        .update(categories)
        .set({ ...body, updatedAt: sql`now()` })
        .where(eq(categories.categoryId, params.categoryId))
        .returning();
      if (!row) throw new Error('category was not updated');
      await writeAudit(tx, {
        staffId: staffOf(request).id,
        staffAddress: request.ip,
        action: 'category.update',
        targetKind: 'category',
        targetId: row.categoryId,
        before: viewOf(before),
        after: viewOf(row),
        at,
      });
      return viewOf(row);
    });
  });
}
