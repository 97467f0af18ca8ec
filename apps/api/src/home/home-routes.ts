import type { FastifyInstance } from 'fastify';
import { homeRoutes } from '@onair/contracts';
import type { Database } from '@onair/db';
import { registerRoute } from '../contract/register-route';
import { channelingServices } from './channeling';
import { homeStore } from './home-store';
import { pincruxUrls } from './pincrux-config';

/** The home page sections of SPEC section 7 'Guest', each of the request's brand only. */
export function homeRoutesPlugin(app: FastifyInstance, db: Database, pincrux = pincruxUrls()) {
  const store = homeStore(db);

  registerRoute(app, homeRoutes.banners, async ({ request }) => ({ items: await store.items(request.brand.code, 'banner', 'classic') }));
  registerRoute(app, homeRoutes.bannersNewstyle, async ({ request }) => ({
    items: await store.items(request.brand.code, 'banner', 'newstyle'),
  }));
  registerRoute(app, homeRoutes.popups, async ({ request }) => ({ items: await store.items(request.brand.code, 'popup') }));
  registerRoute(app, homeRoutes.logoList, async ({ request }) => ({ items: await store.items(request.brand.code, 'logo') }));

  registerRoute(app, homeRoutes.themes, async ({ query, request }) => ({
    items: await store.themes(request.brand.code, query.device),
  }));

  registerRoute(app, homeRoutes.suggestionList, async ({ query, request }) => ({
    items: await store.suggestions(request.brand.code, query.size),
  }));

  registerRoute(app, homeRoutes.channelingSwitching, async ({ request }) => channelingServices(request.brand));

  registerRoute(app, homeRoutes.pincrux, async ({ request }) => {
    const url = pincrux[request.brand.code];
    return { enabled: url !== null, url };
  });
}
