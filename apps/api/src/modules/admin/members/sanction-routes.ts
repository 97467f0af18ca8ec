import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminRoutes, type AdminSanctionKind } from '@onair/contracts';
import type { Database } from '@onair/db';
import { ApiError } from '../../../platform/http/errors';
import { registerRoute } from '../../../platform/http/register-route';
import { writeAudit } from '../audit-writer';
import type { Clock } from '../clock';
import { staffOf } from '../staff-guard';
import { memberOfBrand } from './member-lookup';
import { adminMemberView } from './member-view';
import { endOf, insertSanction, liftSanctionRow, sanctionInForceOf, setMemberStanding } from './sanction-store';
import { sanctionView } from './sanction-view';

type Deps = { db: Database; now: Clock };

/** The part of the member view a kind changes: what the audit row shows before and after. */
const stateOf = (view: ReturnType<typeof adminMemberView>, kind: AdminSanctionKind) =>
  kind === 'block' ? view.block : view.chatBan;

/**
 * What must happen outside the database once the change is committed. A block ends every session
 * (refresh tokens, access tokens through the session version, chat sockets on every node); a chat
 * ban or its lift only drops the sockets, so the reconnect reads the new ban at its handshake while
 * the member stays signed in (endAccess with bumped: the version is left as it is).
 */
async function takeEffect(app: FastifyInstance, memberId: number, kind: AdminSanctionKind, imposed: boolean) {
  if (kind === 'block' && imposed) await app.sessions.revokeAll(memberId);
  else if (kind === 'chat-ban') await app.sessions.endAccess(memberId, { bumped: true });
}

const auditBase = (request: FastifyRequest, memberId: number) => ({
  staffId: staffOf(request).id,
  staffAddress: request.ip,
  targetKind: 'member',
  targetId: memberId,
  brand: request.brand.code,
});

export function sanctionRoutes(app: FastifyInstance, { db, now }: Deps) {
  registerRoute(app, adminRoutes.sanctionMember, async ({ params, body, request }) => {
    const at = new Date(now());
    const staff = staffOf(request);
    const sanction = await db.transaction(async (tx) => {
      const before = await memberOfBrand(tx, params.memberId, request.brand.code, true);
      // One of a kind at a time: a new one replaces the one in force, which is lifted for its reason.
      const current = await sanctionInForceOf(tx, params.memberId, body.kind, at);
      if (current) await liftSanctionRow(tx, current.id, { staffId: staff.id, reason: body.reason, at });
      const endsAt = endOf(at, body.days);
      const row = await insertSanction(tx, {
        memberId: params.memberId,
        brand: request.brand.code,
        kind: body.kind,
        reason: body.reason,
        staffId: staff.id,
        at,
        endsAt,
      });
      await setMemberStanding(tx, params.memberId, body.kind, true, endsAt);
      const after = await memberOfBrand(tx, params.memberId, request.brand.code);
      await writeAudit(tx, {
        ...auditBase(request, params.memberId),
        action: `member.${body.kind}`,
        before: stateOf(adminMemberView(before, at), body.kind),
        after: { ...stateOf(adminMemberView(after, at), body.kind), sanctionId: row.id, replaced: current?.id ?? null },
        reason: body.reason,
        at,
      });
      return row;
    });
    await takeEffect(app, params.memberId, body.kind, true);
    return sanctionView(sanction, at);
  });

  registerRoute(app, adminRoutes.liftSanction, async ({ params, body, request }) => {
    const at = new Date(now());
    const staff = staffOf(request);
    const lifted = await db.transaction(async (tx) => {
      const before = await memberOfBrand(tx, params.memberId, request.brand.code, true);
      const current = await sanctionInForceOf(tx, params.memberId, body.kind, at);
      // The member row is what every check reads: a block of the old system route has no record here.
      if (!current && !stateOf(adminMemberView(before, at), body.kind).active)
        throw new ApiError(409, 'NOTHING_TO_LIFT', 'adminMember.nothingToLift');
      const row = current
        ? await liftSanctionRow(tx, current.id, { staffId: staff.id, reason: body.reason, at })
        : null;
      await setMemberStanding(tx, params.memberId, body.kind, false, null);
      const after = await memberOfBrand(tx, params.memberId, request.brand.code);
      await writeAudit(tx, {
        ...auditBase(request, params.memberId),
        action: `member.${body.kind}.lift`,
        before: { ...stateOf(adminMemberView(before, at), body.kind), sanctionId: row?.id ?? null },
        after: stateOf(adminMemberView(after, at), body.kind),
        reason: body.reason,
        at,
      });
      return { member: adminMemberView(after, at), sanction: row && sanctionView(row, at) };
    });
    await takeEffect(app, params.memberId, body.kind, false);
    return lifted;
  });
}
