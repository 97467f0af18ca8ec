import type { FastifyInstance } from 'fastify';
import { FLAX_PRODUCTS, LUV_PRODUCTS, shoppingRoutes } from '@onair/contracts';
import { registerRoute } from '../../../platform/http/register-route';
import { requireFeature } from '../../../platform/http/feature-gate';

const CATALOG = { luv: [...LUV_PRODUCTS], flax: [...FLAX_PRODUCTS] };

/** GET /api/shoppings/products: the same catalog the shop shows and payments charge by. */
export function productsRoute(app: FastifyInstance) {
  registerRoute(app, shoppingRoutes.products, async ({ request }) => {
    requireFeature(request.brand, 'luvPurchase');
    return CATALOG;
  });
}
