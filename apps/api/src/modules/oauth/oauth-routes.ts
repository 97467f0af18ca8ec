import type { FastifyInstance } from 'fastify';
import type { Repositories } from '../directory/repositories';
import type { AppServices } from '../../platform/services';
import { callbackRoute } from './callback-route';
import { createDiscovery } from './discovery';
import { oauthStateStore } from './oauth-states';
import { signupRoutes } from './signup-route';
import { snsAccountStore } from './sns-accounts';
import { startRoute } from './start-route';

/** Social login: start, callback, oauth signup and the v3 kakao signup. */
export function oauthRoutesPlugin(app: FastifyInstance, services: AppServices, repos: Repositories) {
  const { settings } = services;
  const db = services.database.db;
  const discovery = createDiscovery();
  const states = oauthStateStore(db);
  const snsAccounts = snsAccountStore(db);

  startRoute(app, settings, discovery, states);
  callbackRoute(app, settings, discovery, { states, snsAccounts, repos });
  signupRoutes(app, { settings, discovery, db, snsAccounts, repos });
}
