import type { FastifyInstance } from 'fastify';
import { guestRoutes } from '@onair/contracts';
import { registerRoute } from '../contract/register-route';
import type { Repositories } from '../repositories/index';

export function guestRoutesPlugin(app: FastifyInstance, repos: Repositories) {
  registerRoute(app, guestRoutes.checkLoginId, async ({ params }) => ({
    msg: (await repos.members.loginIdTaken(params.id)) ? ('exists' as const) : ('ok' as const),
  }));

  registerRoute(app, guestRoutes.checkNickname, async ({ params }) => ({
    msg: (await repos.members.nicknameTaken(params.nickname)) ? ('overlap' as const) : ('ok' as const),
  }));

  // Withdrawn members can be neither recommenders nor found: signup checks the recommender the same way.
  registerRoute(app, guestRoutes.findRecommender, async ({ params }) => ({
    msg: (await repos.members.activeLoginIdExists(params.id)) ? ('ok' as const) : ('notfound' as const),
  }));

  registerRoute(app, guestRoutes.findLoginId, async ({ params }) => ({
    msg: (await repos.members.activeLoginIdExists(params.id)) ? ('ok' as const) : ('notfound' as const),
  }));

  registerRoute(app, guestRoutes.checkRefcode, async ({ params }) => ({
    msg: (await repos.partners.activeCode(params.code)) ? ('ok' as const) : ('notfound' as const),
  }));

  registerRoute(app, guestRoutes.listChannels, async ({ query }) => repos.channels.page(query));

  registerRoute(app, guestRoutes.timeCheck, async () => ({ now: new Date().toISOString(), timezone: 'Asia/Seoul' }));
}
