import type { FastifyInstance } from 'fastify';
import { adminRoutes, catalogItem } from '@onair/contracts';
import type { Database } from '@onair/db';
import { registerRoute } from '../../../platform/http/register-route';
import { ApiError } from '../../../platform/http/errors';
import { writeAudit } from '../audit-writer';
import type { Clock } from '../clock';
import { staffOf } from '../staff-guard';
import { couponBatchStore, toCouponBatch } from './coupon-batch-store';

const batchNotFound = () => new ApiError(404, 'NOT_FOUND', 'admin.couponBatchNotFound');

/**
 * Coupon batches (docs/content.md, "Coupons"): issue, list, export, redemptions and disable, within
 * the request's brand. Issuing writes codes only; the value leaves the brand's issuance account on
 * the ledger when a member redeems a code (POST /api/shoppings/useCoupon), so an unused or disabled
 * code never counts as issued.
 */
export function couponRoutes(app: FastifyInstance, { db, now }: { db: Database; now: Clock }) {
  const store = couponBatchStore(db);

  registerRoute(app, adminRoutes.listCouponBatches, async ({ query, request }) =>
    store.page(request.brand.code, query.page, query.size),
  );

  registerRoute(app, adminRoutes.createCouponBatch, async ({ body, request }) => {
    if (!catalogItem(body.itemCode)) throw new ApiError(422, 'INVALID_REQUEST', 'admin.couponItemUnknown');
    if (body.code && body.count !== 1)
      throw new ApiError(
        400,
        'VALIDATION_ERROR',
        { key: 'system.text', params: { text: 'code: a given code makes a batch of one' } },
        [{ field: 'code', in: 'body', message: 'a given code makes a batch of one' }],
      );
    const at = new Date(now());
    const staff = staffOf(request);
    const brand = request.brand.code;
    return db.transaction(async (tx) => {
      const batch = await store.insertBatch(tx, {
        brand,
        title: body.title,
        itemCode: body.itemCode,
        quantity: body.quantity,
        count: body.count,
        onePerMember: body.onePerMember,
        expiresAt: new Date(body.expiresAt),
        createdByStaffId: staff.id,
        createdAt: at,
      });
      if (!(await store.issueCodes(tx, batch, body.code))) throw new ApiError(409, 'CONFLICT', 'admin.couponCodeTaken');
      const made = toCouponBatch(batch, 0);
      await writeAudit(tx, {
        staffId: staff.id,
        staffAddress: request.ip,
        action: 'coupon.batch.create',
        targetKind: 'coupon-batch',
        targetId: batch.batchId,
        brand,
        after: made,
        at,
      });
      return made;
    });
  });

  registerRoute(app, adminRoutes.couponCodes, async ({ params, request }) => {
    if (!(await store.one(db, request.brand.code, params.batchId))) throw batchNotFound();
    const codes = await store.codes(request.brand.code, params.batchId);
    return {
      batchId: params.batchId,
      codes: codes.map((code) => ({
        couponNumber: code.couponNumber,
        usedAt: code.usedAt ? code.usedAt.toISOString() : null,
      })),
    };
  });

  registerRoute(app, adminRoutes.couponRedemptions, async ({ params, query, request }) => {
    if (!(await store.one(db, request.brand.code, params.batchId))) throw batchNotFound();
    return store.redemptions(request.brand.code, params.batchId, query.page, query.size);
  });

  registerRoute(app, adminRoutes.disableCouponBatch, async ({ params, body, request }) => {
    const at = new Date(now());
    const brand = request.brand.code;
    return db.transaction(async (tx) => {
      const before = await store.one(tx, brand, params.batchId, true);
      if (!before) throw batchNotFound();
      // Disabling twice keeps the first time and reason, and records nothing.
      if (before.disabledAt) return before;
      await store.disable(tx, params.batchId, body.reason, at);
      const after = await store.one(tx, brand, params.batchId);
      if (!after) throw batchNotFound();
      await writeAudit(tx, {
        staffId: staffOf(request).id,
        staffAddress: request.ip,
        action: 'coupon.batch.disable',
        targetKind: 'coupon-batch',
        targetId: params.batchId,
        brand,
        before: { disabledAt: null },
        after: { disabledAt: after.disabledAt },
        reason: body.reason,
        at,
      });
      return after;
    });
  });
}
