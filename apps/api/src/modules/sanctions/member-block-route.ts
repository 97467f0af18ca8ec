import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { ERROR_CODES, systemRoutes } from '@onair/contracts';
import { members, type Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';

/**
 * PUT /api/system/members/{memberId}/block: an operator's sanction. A block takes effect at once:
 * sign-in answers 423, every refresh token is revoked, the session version moves on (tokens handed
 * out before move no money and send no message: 401) and the member's chat sockets are
 * disconnected on every node (app.sessions.revokeAll). An unblock only lifts the flag: the member
 * signs in again. A block here has no end (the console's sanctions give timed ones, with a record).
 */
export function memberBlockRoute(app: FastifyInstance, { db }: { db: Database }) {
  registerRoute(app, systemRoutes.setMemberBlock, async ({ params, body, request }) => {
    const operator = await app.sessions.requireCurrent(request.member);
    if (operator.userType !== 'O') throw new ApiError(403, ERROR_CODES.forbidden, 'memberBlock.operatorOnly');
    if (params.memberId === operator.memberId) {
      throw new ApiError(400, ERROR_CODES.validation, 'memberBlock.self');
    }
    // An operator sanctions the members of their own brand, as they decide its withdrawals.
    const [row] = await db
      .update(members)
      .set({ blocked: body.blocked, blockedUntil: null })
      .where(
        and(eq(members.memberId, params.memberId), eq(members.brand, request.brand.code), isNull(members.withdrawnAt)),
      )
      .returning({ memberId: members.memberId, blocked: members.blocked });
    if (!row) throw new ApiError(404, ERROR_CODES.notFound, 'memberBlock.notFound');
    if (row.blocked) await app.sessions.revokeAll(row.memberId);
    request.log.info({ memberId: row.memberId, blocked: row.blocked, by: operator.memberId }, 'member block set');
    return row;
  });
}
