import type { FastifyRequest } from 'fastify';
import { originAllowed, type OriginSettings } from '../sessions/origin-check';
import type { ApiSettings } from './settings';

/**
 * The web page's origin a browser should come back to after leaving for an outside service (a
 * social provider, the payment gateway): the origin of the page that asked, when it is one of ours
 * (each brand and each local dev server has its own), else the configured web base URL.
 */
/** What the answer reads of the settings. */
export type WebOriginSettings = OriginSettings & Pick<ApiSettings, 'webBaseUrl'>;

export function webOriginOf(request: FastifyRequest, settings: WebOriginSettings): string {
  const origin = request.headers.origin;
  return typeof origin === 'string' && originAllowed(origin, request, settings) ? origin : settings.webBaseUrl.replace(/\/+$/, '');
}
