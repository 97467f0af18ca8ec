import type { FastifyInstance } from 'fastify';
import { authRoutes } from '@onair/contracts';
import { registerRoute } from '../../platform/http/register-route';
import { countryOf } from './country-of';

/** Whether the caller is abroad, for the signup form (country-of.ts). */
export function geoIpRoute(app: FastifyInstance) {
  registerRoute(app, authRoutes.geoIp, async ({ request }) => {
    const countryCode = countryOf(request);
    return { countryCode, foreign: countryCode !== 'KR' };
  });
}
