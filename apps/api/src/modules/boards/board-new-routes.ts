import type { FastifyInstance, FastifyRequest } from 'fastify';
import { boardRoutes } from '@onair/contracts';
import type { Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { standingIn } from '../../platform/permissions/channel-access';
import { boardHead } from './board-queries';
import { lastRead } from './board-reads';

/** Whether a channel's board has posts the member has not read: the dot on the board tab and the live page. */
export function boardNewRoutesPlugin(app: FastifyInstance, db: Database) {
  async function newness(channelId: number, request: FastifyRequest) {
    await standingIn(db, channelId, request);
    // A brand without boards has nothing new to point at.
    if (!request.brand.features.boards)
      return { channelId, hasBoard: false, postCount: 0, hasNew: false, latestBoardId: 0 };
    const head = await boardHead(db, channelId);
    const seen = request.member ? await lastRead(db, channelId, request.member.memberId) : null;
    return { channelId, hasBoard: true, ...head, hasNew: seen !== null && head.latestBoardId > seen };
  }

  registerRoute(app, boardRoutes.findNewBoard, async ({ query, request }) => {
    const { hasNew, latestBoardId } = await newness(query.channelId, request);
    return { channelId: query.channelId, hasNew, latestBoardId };
  });

  registerRoute(app, boardRoutes.liveBoardCheck, async ({ body, request }) => newness(body.channelId, request));
}
