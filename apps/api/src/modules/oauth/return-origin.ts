import type { FastifyRequest } from 'fastify';
import type { SnsProvider } from '@onair/contracts';
import type { OAuthSettings } from './oauth-settings';
import { webOriginOf } from '../../platform/config/web-origin';

/**
 * Where the provider sends the browser back. Start and callback are both called by the same page,
 * so both compute the same redirect URI, and the provider refuses the code if they ever differ.
 */
export function redirectUriFor(request: FastifyRequest, settings: OAuthSettings, provider: SnsProvider): string {
  return `${webOriginOf(request, settings)}/callback/${provider}/authorize`;
}
