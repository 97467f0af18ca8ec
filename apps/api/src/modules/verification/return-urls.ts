import type { FastifyRequest } from 'fastify';
import type { VerificationSettings } from './verification-settings';

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/** This API's own address as the caller reached it (behind a proxy: X-Forwarded-Proto and -Host). */
export const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * The web origin a provider sends the popup back to: the caller's Origin when it is one of ours
 * (the brand's, the configured extras, loopback outside production), else the configured web base.
 * An Origin we do not know never becomes a redirect target.
 */
export function webOrigin(request: FastifyRequest, settings: VerificationSettings): string {
  const origin = request.headers.origin;
  if (origin && (request.brand.allowedOrigins.includes(origin) || settings.extraOrigins.includes(origin) || (!settings.production && LOOPBACK_ORIGIN.test(origin)))) {
    return origin;
  }
  return new URL(settings.webBaseUrl).origin;
}
