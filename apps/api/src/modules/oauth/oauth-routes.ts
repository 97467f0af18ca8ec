import type { FastifyInstance } from 'fastify';
import type { MemberRepository, PartnerRepository } from '../directory/index';
import type { Database } from '@onair/db';
import type { OAuthSettings } from './oauth-settings';
import { callbackRoute } from './callback-route';
import { createDiscovery } from './discovery';
import { oauthStateStore } from './oauth-states';
import { signupRoutes } from './signup-route';
import { snsAccountStore } from './sns-accounts';
import { startRoute } from './start-route';

/** Social login: start, callback, oauth signup and the v3 kakao signup. */
export function oauthRoutesPlugin(
  app: FastifyInstance,
  {
    db,
    settings,
    members,
    partners,
  }: { db: Database; settings: OAuthSettings; members: MemberRepository; partners: PartnerRepository },
) {
  const discovery = createDiscovery();
  const states = oauthStateStore(db);
  const snsAccounts = snsAccountStore(db);

  startRoute(app, settings, discovery, states);
  callbackRoute(app, settings, discovery, { states, snsAccounts, members });
  signupRoutes(app, { settings, discovery, db, snsAccounts, members, partners });
}
