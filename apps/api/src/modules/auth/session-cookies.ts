import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_NAMES } from '@onair/contracts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** The host the browser asked for (X-Forwarded-Host behind the proxy), without its port. */
function requestHost(request: FastifyRequest): string {
  return request.hostname.toLowerCase();
}

/**
 * Lax keeps the cookies off cross-site POSTs; Secure everywhere except plain-HTTP development on
 * loopback; the brand's domain only when the browser is on it, so www. and m. share one session.
 */
function baseOptions(request: FastifyRequest): CookieSerializeOptions {
  const host = requestHost(request);
  const domain = request.brand.cookieDomain;
  const bareDomain = domain.replace(/^\./, '');
  const underBrandDomain = host === bareDomain || host.endsWith(`.${bareDomain}`);
  return {
    path: '/',
    sameSite: 'lax',
    secure: !LOOPBACK_HOSTS.has(host),
    ...(underBrandDomain ? { domain } : {}),
  };
}

export type SessionCookieValues = {
  accessToken: string;
  refreshToken: string;
  /** Keep-login: cookies outlive the browser for maxAgeSeconds; otherwise they are session cookies. */
  keep: boolean;
  maxAgeSeconds: number;
};

/**
 * Access and refresh tokens are HttpOnly. The third cookie holds only '1' and is readable by the
 * page: it is how the web knows someone is signed in without being able to read a token.
 */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, values: SessionCookieValues) {
  const lifetime = values.keep ? { maxAge: values.maxAgeSeconds } : {};
  const options = { ...baseOptions(request), ...lifetime };
  reply.setCookie(COOKIE_NAMES.accessToken, values.accessToken, { ...options, httpOnly: true });
  reply.setCookie(COOKIE_NAMES.refreshToken, values.refreshToken, { ...options, httpOnly: true });
  reply.setCookie(COOKIE_NAMES.fallbackAccessToken, '1', { ...options, httpOnly: false });
}

/** Ends the browser's session: the same name, path and domain with Max-Age=0. */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply) {
  const options = { ...baseOptions(request), maxAge: 0, expires: new Date(0) };
  reply.setCookie(COOKIE_NAMES.accessToken, '', { ...options, httpOnly: true });
  reply.setCookie(COOKIE_NAMES.refreshToken, '', { ...options, httpOnly: true });
  reply.setCookie(COOKIE_NAMES.fallbackAccessToken, '', { ...options, httpOnly: false });
}

/** The refresh token this browser holds, if any. */
export const refreshTokenCookie = (request: FastifyRequest): string | undefined => request.cookies[COOKIE_NAMES.refreshToken] || undefined;
