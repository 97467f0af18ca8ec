import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COOKIE_NAMES, NO_ACCESS_TOKEN } from '@onair/contracts';
import { accessTokens } from './access-tokens';
import { checkOrigin, type OriginSettings } from './origin-check';
import type { SessionMember } from './session-types';

/** The web sends the HttpOnly cookie; the native app sends Authorization: Bearer. */
function presentedAccessToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null;
  const cookie = request.cookies[COOKIE_NAMES.accessToken];
  return cookie && cookie !== NO_ACCESS_TOKEN ? cookie : null;
}

/**
 * Decorates request.member from the access token, and refuses unsafe requests from foreign origins.
 * app.sessions (session-types.ts) is the auth module's to decorate: it signs members in and out.
 */
export function installSessions(app: FastifyInstance, { tokenSecret, origins }: { tokenSecret: string; origins: OriginSettings }) {
  const tokens = accessTokens(tokenSecret);
  app.decorateRequest('member', null);

  // A callback hook: nothing in it waits, and an async one cost every request a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    checkOrigin(request, origins);
    const token = presentedAccessToken(request);
    const claims = token ? tokens.verify(token) : null;
    // A token minted on another brand's site does not open this one.
    request.member = claims && claims.brand === request.brand.code ? ({ memberId: claims.memberId, loginId: claims.loginId, userType: claims.userType, sessionVersion: claims.sessionVersion } satisfies SessionMember) : null;
    done();
  });
}
