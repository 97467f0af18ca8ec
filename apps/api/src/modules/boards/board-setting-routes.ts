import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { boardRoutes } from '@onair/contracts';
import { boardSettings, type Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { runsChannel, type ChannelStanding } from '../../platform/permissions/channel-role';
import { notAllowed } from '../../platform/permissions/refusals';
import { boardRules, boardStanding, mayComment, mayWrite, type BoardRules } from './board-access';

const settingAnswer = (standing: ChannelStanding, rules: BoardRules) => ({
  channelId: standing.channelId,
  ...rules,
  canWrite: mayWrite(standing, rules),
  canComment: mayComment(standing, rules),
  runsChannel: runsChannel(standing.role),
});

export function boardSettingRoutesPlugin(app: FastifyInstance, db: Database) {
  async function check(channelId: number, request: FastifyRequest) {
    const standing = await boardStanding(db, channelId, request);
    return settingAnswer(standing, await boardRules(db, channelId));
  }

  registerRoute(app, boardRoutes.boardSettingCheck, async ({ query, request }) => check(query.channelId, request));

  registerRoute(app, boardRoutes.boardSettingUpdate, async ({ body, request }) => {
    const standing = await boardStanding(db, body.channelId, request);
    if (!runsChannel(standing.role)) throw notAllowed();
    const next = { ...(await boardRules(db, body.channelId)) };
    if (body.writeAccess !== undefined) next.writeAccess = body.writeAccess;
    if (body.commentsEnabled !== undefined) next.commentsEnabled = body.commentsEnabled;
    await db
      .insert(boardSettings)
      .values({ channelId: body.channelId, ...next })
      .onConflictDoUpdate({ target: boardSettings.channelId, set: { ...next, updatedAt: sql`now()` } });
    return settingAnswer(standing, next);
  });
}
