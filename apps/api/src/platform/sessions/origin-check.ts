import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@onair/contracts';
import { ApiError } from '../http/errors';
import type { ApiSettings } from '../config/settings';

/** What the check reads of the settings. */
export type OriginSettings = Pick<ApiSettings, 'extraOrigins' | 'production'>;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/** One of ours: the brand's own origins, configured extras, and loopback outside production. */
export function originAllowed(origin: string, request: FastifyRequest, settings: OriginSettings): boolean {
  if (request.brand.allowedOrigins.includes(origin) || settings.extraOrigins.includes(origin)) return true;
  return !settings.production && LOOPBACK_ORIGIN.test(origin);
}

/**
 * SameSite=Lax cookies already stay off cross-site POSTs; this is the second lock on the door.
 * Browsers send Origin on every unsafe request, and Sec-Fetch-Site when they omit it; a request
 * with neither comes from a server or the native app, which carry no ambient cookies to abuse.
 */
export function checkOrigin(request: FastifyRequest, settings: OriginSettings): void {
  if (!UNSAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  const refused = origin !== undefined ? !originAllowed(origin, request, settings) : request.headers['sec-fetch-site'] === 'cross-site';
  if (refused) throw new ApiError(403, ERROR_CODES.forbidden, 'auth.crossSite');
}
