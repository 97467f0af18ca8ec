import type { FastifyRequest } from 'fastify';

/**
 * The caller's country. A CDN or load balancer in front sets a country header; without one (local
 * development, tests) the caller is taken to be in Korea, the service's home market.
 */
export function countryOf(request: FastifyRequest): string {
  for (const header of ['cf-ipcountry', 'cloudfront-viewer-country', 'x-country-code']) {
    const value = request.headers[header];
    if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value)) return value.toUpperCase();
  }
  return 'KR';
}
