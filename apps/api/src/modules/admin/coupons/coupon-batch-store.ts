import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { CouponBatch } from '@onair/contracts';
import { couponBatches, coupons, members, type Database } from '@onair/db';
import type { Tx } from '../audit-writer';
import { theRow } from '../the-row';
import { drawCouponCode } from './coupon-codes';

type BatchRow = typeof couponBatches.$inferSelect;

// Written out in full: an interpolated outer column renders unqualified, which inside the subquery
// would name the coupons' own batch_id and count every batch's redemptions.
const redeemedOf = sql<number>`(select count(*)::int from coupons c where c.batch_id = "coupon_batches"."batch_id" and c.used_at is not null)`;

export const toCouponBatch = (row: BatchRow, redeemed: number): CouponBatch => ({
  batchId: row.batchId,
  title: row.title,
  itemCode: row.itemCode,
  quantity: row.quantity,
  count: row.count,
  onePerMember: row.onePerMember,
  expiresAt: row.expiresAt.toISOString(),
  disabledAt: row.disabledAt ? row.disabledAt.toISOString() : null,
  disabledReason: row.disabledReason,
  redeemed: Number(redeemed),
  createdAt: row.createdAt.toISOString(),
});

/** Rows inserted per statement: well under PostgreSQL's 65,535 bound parameters. */
const CHUNK = 1000;

/** The console's coupon batches, each read and written within one brand. */
export function couponBatchStore(db: Database) {
  return {
    async page(brand: string, page: number, size: number) {
      const where = eq(couponBatches.brand, brand);
      const rows = await db
        .select({ batch: couponBatches, redeemed: redeemedOf })
        .from(couponBatches)
        .where(where)
        .orderBy(desc(couponBatches.batchId))
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await db.select({ value: count() }).from(couponBatches).where(where);
      return { items: rows.map((row) => toCouponBatch(row.batch, row.redeemed)), page, size, total: total?.value ?? 0 };
    },

    async one(tx: Tx | Database, brand: string, batchId: number, lock = false) {
      const query = tx
        .select({ batch: couponBatches, redeemed: redeemedOf })
        .from(couponBatches)
        .where(and(eq(couponBatches.brand, brand), eq(couponBatches.batchId, batchId)));
      const [row] = lock ? await query.for('update', { of: couponBatches }) : await query;
      return row ? toCouponBatch(row.batch, row.redeemed) : null;
    },

    async insertBatch(tx: Tx, values: typeof couponBatches.$inferInsert) {
      return theRow(await tx.insert(couponBatches).values(values).returning());
    },

    /**
     * count codes of the batch: the given one, or random ones. A random code that meets an existing
     * one is drawn again; answers false when the given code is taken.
     */
    async issueCodes(tx: Tx, batch: BatchRow, given?: string): Promise<boolean> {
      const row = (couponNumber: string) => ({
        couponNumber,
        batchId: batch.batchId,
        brand: batch.brand,
        itemCode: batch.itemCode,
        quantity: batch.quantity,
        expiresAt: batch.expiresAt,
      });
      if (given) {
        const made = await tx
          .insert(coupons)
          .values(row(given))
          .onConflictDoNothing()
          .returning({ n: coupons.couponNumber });
        return made.length === 1;
      }
      let missing = batch.count;
      while (missing > 0) {
        const codes = [...new Set(Array.from({ length: Math.min(missing, CHUNK) }, drawCouponCode))];
        const made = await tx
          .insert(coupons)
          .values(codes.map(row))
          .onConflictDoNothing()
          .returning({ n: coupons.couponNumber });
        missing -= made.length;
      }
      return true;
    },

    async codes(brand: string, batchId: number) {
      return db
        .select({ couponNumber: coupons.couponNumber, usedAt: coupons.usedAt })
        .from(coupons)
        .where(and(eq(coupons.brand, brand), eq(coupons.batchId, batchId)))
        .orderBy(coupons.couponNumber);
    },

    async redemptions(brand: string, batchId: number, page: number, size: number) {
      const where = and(eq(coupons.brand, brand), eq(coupons.batchId, batchId), isNotNull(coupons.usedAt));
      const rows = await db
        .select({
          couponNumber: coupons.couponNumber,
          memberId: members.memberId,
          loginId: members.loginId,
          nickname: members.nickname,
          usedAt: coupons.usedAt,
        })
        .from(coupons)
        .innerJoin(members, eq(members.memberId, coupons.usedByMemberId))
        .where(where)
        .orderBy(desc(coupons.usedAt), coupons.couponNumber)
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await db.select({ value: count() }).from(coupons).where(where);
      return {
        items: rows.map((row) => ({ ...row, usedAt: (row.usedAt ?? new Date(0)).toISOString() })),
        page,
        size,
        total: total?.value ?? 0,
      };
    },

    async disable(tx: Tx, batchId: number, reason: string, at: Date) {
      await tx
        .update(couponBatches)
        .set({ disabledAt: at, disabledReason: reason })
        .where(eq(couponBatches.batchId, batchId));
    },
  };
}
