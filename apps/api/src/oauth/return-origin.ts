import type { FastifyRequest } from 'fastify';
import type { SnsProvider } from '@onair/contracts';
import { originAllowed } from '../auth/origin-check';
import type { ApiSettings } from '../settings';

/**
 * Where the provider sends the browser back: the web page that asked, when its origin is one of
 * ours (each brand, and each local dev server, has its own), else the configured web base URL.
 * Start and callback are both called by that page, so both compute the same redirect URI, and the
 * provider refuses the code if they ever differ.
 */
export function redirectUriFor(request: FastifyRequest, settings: ApiSettings, provider: SnsProvider): string {
  const origin = request.headers.origin;
  const base = typeof origin === 'string' && originAllowed(origin, request, settings) ? origin : settings.webBaseUrl.replace(/\/+$/, '');
  return `${base}/callback/${provider}/authorize`;
}
