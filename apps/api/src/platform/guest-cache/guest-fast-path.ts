import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { COOKIE_NAMES } from '@onair/contracts';
import type { GuestAnswerCache } from './guest-answer-cache';

/** Any session cookie (access, its fallback, refresh) sends the caller to the routes, valid or not. */
const SESSION_COOKIES = [COOKIE_NAMES.accessToken, COOKIE_NAMES.refreshToken];

/** A caller who presents a session in any form; a false alarm only costs the route's way. */
export function presentsSession(headers: IncomingHttpHeaders): boolean {
  if (headers.authorization !== undefined) return true;
  const cookie = headers.cookie;
  return cookie !== undefined && SESSION_COOKIES.some((name) => cookie.includes(name));
}

/**
 * Answers a guest's GET from a kept guest copy before the route runs: the copy a route already
 * answered this very URL with on this brand (GuestAnswerCache.answerUrlFromCopy), while it is
 * fresh. Installed after the brand, maintenance and session hooks, so a brand's window still
 * refuses first and each brand has only its own copies; a caller with any session cookie or an
 * Authorization header always goes to the route (their own `following`, their tickets). What is
 * skipped is only the route's own work (input checks, the handler, the cache's promise); the
 * request id, the metrics and the request log are the app's hooks and still run.
 */
export function installGuestFastPath(app: FastifyInstance, cache: GuestAnswerCache) {
  if (cache.staleMs <= 0) return;
  // A callback hook: it answers or passes at once, without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' || presentsSession(request.headers)) return done();
    const json = cache.copyAnswer(request.brand.code, request.url);
    if (json === undefined) return done();
    reply.type('application/json; charset=utf-8').send(json);
  });
}
