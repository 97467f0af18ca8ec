import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { DEFAULT_LUV_PRESET, myMoneyRoutes } from '@onair/contracts';
import { luvPresets, type Database } from '@onair/db';
import { registerRoute } from '../../../platform/http/register-route';
import { requireFeature } from '../../../platform/http/feature-gate';
import { memberOf } from '../../../platform/sessions/member-of';

/** GET and PUT /api/my/luv-preset: the gift dialog's one-click amounts, DEFAULT_LUV_PRESET until set. */
export function luvPresetRoutes(app: FastifyInstance, { db }: { db: Database }) {

  registerRoute(app, myMoneyRoutes.luvPreset, async ({ request }) => {
    requireFeature(request.brand, 'gifts');
    const [row] = await db.select({ amounts: luvPresets.amounts }).from(luvPresets).where(eq(luvPresets.memberId, memberOf(request).memberId));
    return { amounts: row?.amounts ?? [...DEFAULT_LUV_PRESET] };
  });

  registerRoute(app, myMoneyRoutes.updateLuvPreset, async ({ body, request }) => {
    requireFeature(request.brand, 'gifts');
    const memberId = memberOf(request).memberId;
    const values = { amounts: body.amounts, updatedAt: new Date() };
    await db.insert(luvPresets).values({ memberId, ...values }).onConflictDoUpdate({ target: luvPresets.memberId, set: values });
    return { amounts: body.amounts };
  });
}
