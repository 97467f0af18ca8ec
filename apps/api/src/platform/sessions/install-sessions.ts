import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COOKIE_NAMES, NO_ACCESS_TOKEN } from '@onair/contracts';
import type { AppServices } from '../services';
import { accessTokens } from './access-tokens';
import { checkOrigin } from './origin-check';
import { refreshTokenStore } from '../../modules/auth/refresh-tokens';
import { createSessions } from '../../modules/auth/sessions';
import type { SessionMember } from './session-types';

/** The web sends the HttpOnly cookie; the native app sends Authorization: Bearer. */
function presentedAccessToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null;
  const cookie = request.cookies[COOKIE_NAMES.accessToken];
  return cookie && cookie !== NO_ACCESS_TOKEN ? cookie : null;
}

/** Decorates app.sessions and request.member, and refuses unsafe requests from foreign origins. */
export function installSessions(app: FastifyInstance, services: AppServices) {
  const tokens = accessTokens(services.settings.tokenSecret);
  const db = services.database.db;
  app.decorate('sessions', createSessions(db, tokens, refreshTokenStore(db)));
  app.decorateRequest('member', null);

  // A callback hook: nothing in it waits, and an async one cost every request a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    checkOrigin(request, services.settings);
    const token = presentedAccessToken(request);
    const claims = token ? tokens.verify(token) : null;
    // A token minted on another brand's site does not open this one.
    request.member = claims && claims.brand === request.brand.code ? ({ memberId: claims.memberId, loginId: claims.loginId, userType: claims.userType, sessionVersion: claims.sessionVersion } satisfies SessionMember) : null;
    done();
  });
}
