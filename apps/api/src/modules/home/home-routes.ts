import type { FastifyInstance } from 'fastify';
import { homeRoutes } from '@onair/contracts';
import type { Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { noLiveViewers } from '../directory/index';
import { channelingServices } from './channeling';
import { homeStore, type HomeKind } from './home-store';
import { pincruxUrls } from './pincrux-config';
import { varyOn, viewerLocale } from './viewer-locale';

/** The home page sections of SPEC section 7 'Guest', each of the request's brand only. */
export function homeRoutesPlugin(app: FastifyInstance, { db, pincrux = pincruxUrls() }: { db: Database; pincrux?: ReturnType<typeof pincruxUrls> }) {
  const store = homeStore(db);
  // Read per request: the chat, installed after these routes, decorates the app with it.
  const liveViewers = () => app.liveViewers ?? noLiveViewers;

  // Operator text in the viewer's language: English where the operator gave it, Korean otherwise.
  const items = (contract: typeof homeRoutes.banners, kind: Exclude<HomeKind, 'theme'>, variant = '') =>
    registerRoute(app, contract, async ({ query, request, reply }) => {
      const locale = viewerLocale(request, reply, query.lang);
      if (kind !== 'banner') return { items: await store.items(request.brand.code, kind, variant, locale) };
      // Banners are answered for the asker's audience, which the session's token decides.
      varyOn(reply, 'Cookie', 'Authorization');
      const asker = request.member ? 'member' : 'visitor';
      return { items: await store.items(request.brand.code, kind, variant, locale, asker) };
    });
  items(homeRoutes.banners, 'banner', 'classic');
  items(homeRoutes.bannersNewstyle, 'banner', 'newstyle');
  items(homeRoutes.popups, 'popup');
  items(homeRoutes.logoList, 'logo');

  registerRoute(app, homeRoutes.themes, async ({ query, request, reply }) => ({
    items: await store.themes(
      request.brand.code,
      query.device,
      viewerLocale(request, reply, query.lang),
      liveViewers(),
    ),
  }));

  registerRoute(app, homeRoutes.suggestionList, async ({ query, request }) => ({
    items: await store.suggestions(request.brand.code, query.size, liveViewers()),
  }));

  registerRoute(app, homeRoutes.channelingSwitching, async ({ request }) => channelingServices(request.brand));

  registerRoute(app, homeRoutes.pincrux, async ({ request }) => {
    const url = pincrux[request.brand.code];
    return { enabled: url !== null, url };
  });
}
