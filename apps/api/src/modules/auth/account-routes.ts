import type { FastifyInstance } from 'fastify';
import type { Repositories } from '../directory/repositories';
import type { AppServices } from '../../platform/services';
import { createCaptcha } from '../verification/captcha';
import { expireRoute } from './expire-route';
import { sessionRoutes } from './session-routes';
import { signinRoute } from './signin-route';
import { signupRoute } from './signup-route';

/** Signup, signin, me, signout, expire and refresh. */
export function accountRoutesPlugin(app: FastifyInstance, services: AppServices, repos: Repositories) {
  const db = services.database.db;
  signupRoute(app, db, repos, createCaptcha(db, services.settings.tokenSecret));
  signinRoute(app, db, repos);
  sessionRoutes(app, db);
  expireRoute(app, db, repos);
}
