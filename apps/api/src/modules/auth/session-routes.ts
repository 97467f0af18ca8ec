import type { FastifyInstance } from 'fastify';
import { authRoutes, oauthRoutes } from '@onair/contracts';
import type { Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { invalidTokenError } from '../../platform/sessions/auth-errors';
import { refreshTokenStore } from './refresh-tokens';
import { clearSessionCookies, refreshTokenCookie, setSessionCookies } from './session-cookies';
import { secondsUntil } from '../../platform/sessions/session-lifetimes';

/** GET /api/auth/me, POST /api/oauth/refresh and POST /api/auth/signout. */
export function sessionRoutes(app: FastifyInstance, db: Database) {
  const refreshTokens = refreshTokenStore(db);

  registerRoute(app, authRoutes.me, async ({ request }) => {
    if (!request.member) throw invalidTokenError();
    return app.sessions.profileOf(request.member.memberId, request.brand.code);
  });

  registerRoute(app, oauthRoutes.refresh, async ({ body, request, reply }) => {
    const presented = body.refreshToken || refreshTokenCookie(request);
    const rotation = presented ? await refreshTokens.rotate(presented) : ({ outcome: 'invalid' } as const);
    if (rotation.outcome !== 'rotated') {
      clearSessionCookies(request, reply);
      return { msg: 'ERROR' as const, access_token: '' };
    }
    const { accessToken } = await app.sessions.issueAccessToken(rotation.memberId, request.brand.code);
    setSessionCookies(request, reply, {
      accessToken,
      refreshToken: rotation.token,
      keep: rotation.keep,
      maxAgeSeconds: secondsUntil(rotation.expiresAt, new Date()),
    });
    return { msg: 'ok' as const, access_token: accessToken };
  });

  // Signing out always succeeds: a browser without a session is already where signout leads.
  // The web's token is its cookie, the app's comes in the body (with a Bearer access token); each
  // presented token's family ends, so neither can refresh afterwards.
  registerRoute(app, authRoutes.signout, async ({ body, request, reply }) => {
    const presented = new Set([body.refreshToken, refreshTokenCookie(request)].filter((token): token is string => Boolean(token)));
    for (const token of presented) await refreshTokens.revokeFamilyOf(token);
    clearSessionCookies(request, reply);
    return { msg: 'ok' as const };
  });
}
