import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, memberCardRoutes } from '@onair/contracts';
import type { Database } from '@onair/db';
import { ApiError } from '../../platform/http/errors';
import { registerRoute } from '../../platform/http/register-route';
import { memberCard } from './member-card-query';

/** The chat's user card (libs/chat UserCard); 존재하지 않는 회원입니다 otherwise: one member of the request's brand. */
export function memberCardPlugin(app: FastifyInstance, { db }: { db: Database }) {
  registerRoute(app, memberCardRoutes.getMemberCard, async ({ params, request }) => {
    const card = await memberCard(db, params.memberId, request.brand.code, request.member?.memberId ?? null);
    if (!card) throw new ApiError(404, ERROR_CODES.notFound, 'memberBlock.notFound');
    return card;
  });
}
