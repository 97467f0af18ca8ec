import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, type ErrorBody } from '@onair/contracts';
import { createRepositories } from '../repositories/index';
import type { AppServices } from '../services';
import { callbackRoute } from './callback-route';
import { createDiscovery } from './discovery';
import { SocialProviderError } from './oauth-errors';
import { oauthStateStore } from './oauth-states';
import { signupRoutes } from './signup-route';
import { snsAccountStore } from './sns-accounts';
import { startRoute } from './start-route';

/** Social login: start, callback, oauth signup and the v3 kakao signup. */
export function oauthRoutesPlugin(app: FastifyInstance, services: AppServices) {
  const { settings } = services;
  const db = services.database.db;
  const discovery = createDiscovery();
  const states = oauthStateStore(db);
  const snsAccounts = snsAccountStore(db);
  const repos = createRepositories(db);

  // A scope of their own, for one error handler: a provider failure is a 502 whose message the
  // user sees (the app's handler hides every 5xx message); everything else goes on to the app's.
  void app.register(async (scope) => {
    scope.setErrorHandler((error, request, reply) => {
      if (!(error instanceof SocialProviderError)) throw error;
      request.log.warn({ err: error, url: request.url }, 'social provider failed');
      const body: ErrorBody = { statusCode: 502, code: 'SOCIAL_PROVIDER_ERROR', message: AUTH_MESSAGES.unknownSocialError };
      return reply.status(502).send(body);
    });
    startRoute(scope, settings, discovery, states);
    callbackRoute(scope, settings, discovery, { states, snsAccounts, repos });
    signupRoutes(scope, { settings, discovery, db, snsAccounts, repos });
  });
}
