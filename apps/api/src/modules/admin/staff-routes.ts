import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminRoutes, type StaffBrands } from '@onair/contracts';
import type { Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import { randomToken } from '../../platform/secrets';
import { writeAudit } from './audit-writer';
import type { Clock } from './clock';
import { staffOf } from './staff-guard';
import { createStaff, endSessionsOf, findStaff, pageStaff, updateStaff } from './staff-store';
import { brandsOf, coversBrands, staffView, storedBrands, type StaffRow } from './staff-view';

type Deps = { db: Database; tokenSecret: string; now: Clock };

const brandRefused = () => new ApiError(403, 'STAFF_BRAND_REFUSED', 'admin.brandRefused');

/** A brand-scoped super-admin manages only accounts whose brands all lie within its own. */
function checkScope(actor: StaffRow, brands: StaffBrands) {
  if (!coversBrands(brandsOf(actor), brands)) throw brandRefused();
}

/** The account an id names, other than the caller's own (no one raises or disables themselves). */
async function otherStaff(db: Database, request: FastifyRequest, id: number) {
  const actor = staffOf(request);
  if (id === actor.id) throw new ApiError(403, 'STAFF_OWN_ACCOUNT', 'admin.ownAccount');
  const target = await findStaff(db, { id });
  if (!target) throw new ApiError(404, 'STAFF_NOT_FOUND', 'admin.staffNotFound');
  checkScope(actor, brandsOf(target));
  return { actor, target };
}

const auditView = (row: StaffRow) => ({ role: row.role, brands: brandsOf(row), status: row.status });

export function staffRoutes(app: FastifyInstance, { db, tokenSecret, now }: Deps) {
  registerRoute(app, adminRoutes.listStaff, async ({ query }) => {
    const { items, total } = await pageStaff(db, query.page, query.size, query);
    return { items: items.map(staffView), page: query.page, size: query.size, total };
  });

  registerRoute(app, adminRoutes.inviteStaff, async ({ body, request }) => {
    const actor = staffOf(request);
    checkScope(actor, body.brands);
    const at = new Date(now());
    // The invitee's first password, handed over with the otpauth URI; it is never shown again.
    const password = randomToken().slice(0, 20);
    const invited = await db.transaction(async (tx) => {
      const created = await createStaff(tx, tokenSecret, { ...body, password }, at);
      await writeAudit(tx, {
        staffId: actor.id,
        staffAddress: request.ip,
        action: 'staff.invite',
        targetKind: 'staff',
        targetId: created.row.id,
        after: { login: created.row.login, ...auditView(created.row) },
        reason: body.reason,
        at,
      });
      return created;
    });
    return { staff: staffView(invited.row), password, otpauthUri: invited.otpauthUri };
  });

  registerRoute(app, adminRoutes.changeStaff, async ({ params, body, request }) => {
    const { actor, target } = await otherStaff(db, request, params.staffId);
    if (body.brands !== undefined) checkScope(actor, body.brands);
    const at = new Date(now());
    const changed = await db.transaction(async (tx) => {
      const updated = await updateStaff(
        tx,
        target.id,
        {
          ...(body.role === undefined ? {} : { role: body.role }),
          ...(body.brands === undefined ? {} : { brands: storedBrands(body.brands) }),
        },
        at,
      );
      await writeAudit(tx, {
        staffId: actor.id,
        staffAddress: request.ip,
        action: 'staff.change',
        targetKind: 'staff',
        targetId: target.id,
        before: auditView(target),
        after: auditView(updated),
        reason: body.reason,
        at,
      });
      return updated;
    });
    return staffView(changed);
  });

  registerRoute(app, adminRoutes.disableStaff, async ({ params, body, request }) => {
    const { actor, target } = await otherStaff(db, request, params.staffId);
    const at = new Date(now());
    const disabled = await db.transaction(async (tx) => {
      const updated = await updateStaff(tx, target.id, { status: 'disabled' }, at);
      await endSessionsOf(tx, target.id, at);
      await writeAudit(tx, {
        staffId: actor.id,
        staffAddress: request.ip,
        action: 'staff.disable',
        targetKind: 'staff',
        targetId: target.id,
        before: auditView(target),
        after: auditView(updated),
        reason: body.reason,
        at,
      });
      return updated;
    });
    return staffView(disabled);
  });
}
