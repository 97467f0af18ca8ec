import type { FastifyInstance } from 'fastify';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { shoppingRoutes } from '@onair/contracts';
import { couponBatches, coupons, type Database } from '@onair/db';
import { systemAccount, walletOf } from '../../../platform/ledger/accounts';
import { requireFeature } from '../../../platform/http/feature-gate';
import { registerIdempotentRoute } from '../../../platform/http/idempotent-route';
import { requireStillMember } from '../../../platform/ledger/still-member';
import { creditDebtFirst } from '../../../platform/ledger/member-debt';
import { MONEY_CODES, moneyRefusal } from '../../../platform/http/money-errors';
import type { Ledger } from '@onair/ledger';

/**
 * POST /api/shoppings/useCoupon. The coupon is claimed by a conditional UPDATE (still unused, not
 * expired), so of any number of concurrent redemptions exactly one gets a row back and credits
 * the member from the brand's issuance; the others are told why they got nothing. A code of a batch
 * the console disabled is refused. Of a batch that is one per member, a member who redeemed one of
 * its codes is refused another: the check runs under a transaction-scoped advisory lock on (batch,
 * member), so one member's concurrent redemptions of two codes queue. What the member
 * owes of the coupon's item (a gateway refund of currency already spent) is paid first, and the
 * wallet gets the rest; `balance` is the wallet's balance after that.
 */
export function couponRoute(app: FastifyInstance, { db, ledger }: { db: Database; ledger: Ledger }) {
  registerIdempotentRoute(
    app,
    db,
    shoppingRoutes.useCoupon,
    async ({ body, tx, memberId, request }) => {
      const brand = request.brand;
      requireFeature(brand, 'coupons');
      await requireStillMember(tx, memberId);
      const now = new Date();
      const ours = and(eq(coupons.couponNumber, body.couponNumber), eq(coupons.brand, brand.code));
      const [batch] = await tx
        .select({ batchId: couponBatches.batchId, onePerMember: couponBatches.onePerMember })
        .from(coupons)
        .innerJoin(couponBatches, eq(couponBatches.batchId, coupons.batchId))
        .where(ours);
      if (batch?.onePerMember) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`coupon-batch:${batch.batchId}:${memberId}`}, 0))`);
        const [already] = await tx
          .select({ couponNumber: coupons.couponNumber })
          .from(coupons)
          .where(and(eq(coupons.batchId, batch.batchId), eq(coupons.usedByMemberId, memberId), ne(coupons.couponNumber, body.couponNumber)))
          .limit(1);
        if (already) throw moneyRefusal(409, MONEY_CODES.conflict, 'couponOnePerMember', brand);
      }
      // Written out in full: an interpolated column of the updated table may render unqualified,
      // which inside the subquery would name the batch's own batch_id.
      const notDisabled = sql`not exists (select 1 from coupon_batches b where b.batch_id = "coupons"."batch_id" and b.disabled_at is not null)`;
      const [coupon] = await tx
        .update(coupons)
        .set({ usedByMemberId: memberId, usedAt: now })
        .where(and(ours, isNull(coupons.usedAt), gt(coupons.expiresAt, now), notDisabled))
        .returning();
      if (!coupon) {
        const [existing] = await tx.select().from(coupons).where(ours);
        if (!existing) throw moneyRefusal(404, MONEY_CODES.notFound, 'couponNotFound', brand);
        if (existing.usedAt) throw moneyRefusal(409, MONEY_CODES.conflict, 'couponUsed', brand);
        if (existing.expiresAt > now) throw moneyRefusal(409, MONEY_CODES.conflict, 'couponDisabled', brand);
        throw moneyRefusal(422, MONEY_CODES.invalid, 'couponExpired', brand);
      }
      const { itemCode, quantity } = coupon;
      const credit = await creditDebtFirst(tx, ledger, { memberId, brand: brand.code, itemCode, quantity });
      const { txId } = await ledger.post(tx, {
        brand: brand.code,
        reason: 'coupon',
        reference: `coupon:${coupon.couponNumber}`,
        ...(credit.memo ? { memo: credit.memo } : {}),
        entries: [{ account: systemAccount(brand.code, 'issuance', itemCode), amount: -quantity }, ...credit.entries],
      });
      await tx.update(coupons).set({ txId }).where(eq(coupons.couponNumber, coupon.couponNumber));
      const balance = await ledger.balance(tx, walletOf(memberId, brand.code, itemCode));
      return { couponNumber: coupon.couponNumber, itemCode, quantity, balance };
    },
  );
}
