import type { FastifyInstance } from 'fastify';
import { getBrand, isBrandCode, type BrandConfig } from '@onair/brand';

declare module 'fastify' {
  interface FastifyRequest {
    brand: BrandConfig;
  }
}

/** The header each web app sends with its site code. */
export const SITE_CODE_HEADER = 'x-site-code';

/** Every request knows its brand: the site code header, else the node's default brand. */
export function installBrandResolution(app: FastifyInstance, defaultBrand: BrandConfig) {
  app.decorateRequest('brand', null as unknown as BrandConfig);
  app.addHook('onRequest', async (request) => {
    const code = request.headers[SITE_CODE_HEADER];
    request.brand = typeof code === 'string' && isBrandCode(code) ? getBrand(code) : defaultBrand;
  });
}
