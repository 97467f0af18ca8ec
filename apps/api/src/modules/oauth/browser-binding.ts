import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken } from '../../platform/secrets';
import { STATE_TTL_MS } from './oauth-states';

/** Ties a state to the browser that began the sign-in, so a state lifted from a URL is useless elsewhere. */
export const BROWSER_BINDING_COOKIE = 'onair_oauth';

const COOKIE_PATH = '/api/oauth';
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

function cookieOptions(request: FastifyRequest) {
  // Only the start and callback calls need it; Lax keeps it off cross-site POSTs; Secure except plain-HTTP loopback.
  return { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax' as const, secure: !LOOPBACK_HOSTS.has(request.hostname.toLowerCase()) };
}

/** The binding this browser already holds, if any. */
export function presentedBinding(request: FastifyRequest): string | null {
  const value = request.cookies[BROWSER_BINDING_COOKIE];
  return value && WELL_FORMED.test(value) ? value : null;
}

/**
 * The browser's binding, set (again) for ten minutes. An existing one is kept, so a sign-in begun
 * in a second tab does not void the first tab's.
 */
export function bindBrowser(request: FastifyRequest, reply: FastifyReply): string {
  const binding = presentedBinding(request) ?? randomToken();
  reply.setCookie(BROWSER_BINDING_COOKIE, binding, { ...cookieOptions(request), maxAge: STATE_TTL_MS / 1000 });
  return binding;
}

export function clearBrowserBinding(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(BROWSER_BINDING_COOKIE, cookieOptions(request));
}
