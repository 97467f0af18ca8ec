import type { FastifyInstance } from 'fastify';
import { csRoutes } from '@onair/contracts';
import { registerRoute } from '../contract/register-route';
import type { Repositories } from '../repositories/index';

export function csRoutesPlugin(app: FastifyInstance, repos: Repositories) {
  registerRoute(app, csRoutes.noticeList, async ({ query }) => repos.csNotices.page(query));
}
