import type { FastifyInstance } from 'fastify';
import { shoppingRoutes } from '@onair/contracts';
import type { Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { requireFeature } from '../../platform/http/feature-gate';
import { memberOf } from '../../platform/sessions/member-of';
import { purchaseStanding } from './purchase-standing';

/** GET /api/shoppings/purchase-limits: what the shop shows before any payment. */
export function purchaseLimitsRoute(app: FastifyInstance, { db }: { db: Database }) {
  registerRoute(app, shoppingRoutes.purchaseLimits, async ({ request }) => {
    requireFeature(request.brand, 'luvPurchase');
    return purchaseStanding(db, request.brand, memberOf(request).memberId, new Date());
  });
}
