import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { getBrand, isBrandCode, type BrandConfig } from '@onair/brand';

declare module 'fastify' {
  interface FastifyRequest {
    brand: BrandConfig;
  }
}

/** The header each web app sends with its site code. */
export const SITE_CODE_HEADER = 'x-site-code';

/** A request's brand: the site code header, else the node's default brand. */
export function brandOf(headers: IncomingHttpHeaders, defaultBrand: BrandConfig): BrandConfig {
  const code = headers[SITE_CODE_HEADER];
  return typeof code === 'string' && isBrandCode(code) ? getBrand(code) : defaultBrand;
}

/** Every request knows its brand (brandOf). */
export function installBrandResolution(app: FastifyInstance, defaultBrand: BrandConfig) {
  app.decorateRequest('brand', null as unknown as BrandConfig);
  // A callback hook, not an async one: it runs on every request and has nothing to wait for.
  app.addHook('onRequest', (request, _reply, done) => {
    request.brand = brandOf(request.headers, defaultBrand);
    done();
  });
}
