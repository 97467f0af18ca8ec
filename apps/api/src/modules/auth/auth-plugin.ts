import type { FastifyInstance } from 'fastify';
import type { Database } from '@onair/db';
import { accessTokens } from '../../platform/sessions/access-tokens';
import type { MemberRepository, PartnerRepository } from '../directory/index';
import { createCaptcha } from '../verification/index';
import { expireRoute } from './expire-route';
import { geoIpRoute } from './geo-ip-route';
import { refreshTokenStore } from './refresh-tokens';
import { sessionRoutes } from './session-routes';
import { createSessions } from './sessions';
import { signinRoute } from './signin-route';
import { signupRoute } from './signup-route';

/**
 * Accounts and sessions: app.sessions (session-types.ts), which every module uses to sign a member
 * in, check or end their session; signup, signin, me, signout, expire, refresh and the geo-IP answer.
 */
export function authPlugin(
  app: FastifyInstance,
  {
    db,
    tokenSecret,
    members,
    partners,
  }: { db: Database; tokenSecret: string; members: MemberRepository; partners: PartnerRepository },
) {
  app.decorate('sessions', createSessions(db, accessTokens(tokenSecret), refreshTokenStore(db)));
  signupRoute(app, db, { members, partners }, createCaptcha(db, tokenSecret));
  signinRoute(app, db, members);
  sessionRoutes(app, db);
  expireRoute(app, db, members);
  geoIpRoute(app);
}
