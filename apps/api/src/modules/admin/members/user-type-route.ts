import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@onair/contracts';
import { members, type Database } from '@onair/db';
import { registerRoute } from '../../../platform/http/register-route';
import { writeAudit } from '../audit-writer';
import type { Clock } from '../clock';
import { staffOf } from '../staff-guard';
import { memberOfBrand } from './member-lookup';
import { adminMemberView } from './member-view';

/**
 * PUT /api/admin/members/{memberId}/user-type. The type is carried in the member's access tokens
 * (an operator's powers come from it), so a change ends them: the client refreshes once and its
 * new token says the new type. The refresh token and chat sign-in are kept.
 */
export function userTypeRoute(app: FastifyInstance, { db, now }: { db: Database; now: Clock }) {
  registerRoute(app, adminRoutes.setUserType, async ({ params, body, request }) => {
    const at = new Date(now());
    const { before, after } = await db.transaction(async (tx) => {
      const old = await memberOfBrand(tx, params.memberId, request.brand.code, true);
      await tx.update(members).set({ userType: body.userType }).where(eq(members.memberId, params.memberId));
      const changed = await memberOfBrand(tx, params.memberId, request.brand.code);
      await writeAudit(tx, {
        staffId: staffOf(request).id,
        staffAddress: request.ip,
        action: 'member.userType',
        targetKind: 'member',
        targetId: params.memberId,
        brand: request.brand.code,
        before: { userType: old.userType },
        after: { userType: changed.userType },
        reason: body.reason,
        at,
      });
      return { before: old, after: changed };
    });
    if (before.userType !== after.userType) await app.sessions.endAccess(params.memberId);
    return adminMemberView(after, at);
  });
}
