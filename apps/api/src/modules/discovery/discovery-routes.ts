import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, discoveryRoutes } from '@onair/contracts';
import type { Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import { channelNotFound } from '../../platform/permissions/refusals';
import { browseStore } from './browse-store';
import { categoryStore } from './category-store';

const OFFLINE_SUGGESTIONS = 6;

/**
 * Browse and search (docs/discovery.md). Every answer is the request's brand's channels only; the
 * replays of a brand with recorded streams switched off are never listed.
 */
export function discoveryRoutesPlugin(app: FastifyInstance, { db }: { db: Database }) {
  const categories = categoryStore(db);
  const browse = browseStore(db);

  registerRoute(app, discoveryRoutes.categories, async ({ query, request }) => ({
    items: await categories.list({ brand: request.brand.code, ...(query.language === undefined ? {} : { language: query.language }) }),
  }));

  registerRoute(app, discoveryRoutes.browse, async ({ query, request }) => {
    const brand = request.brand.code;
    const inLanguage = query.language === undefined ? {} : { language: query.language };
    // The category's figures count its live channels in the language asked, as its browse tile does.
    const category = query.category === undefined ? null : await categories.bySlug(query.category, { brand, ...inLanguage });
    if (query.category !== undefined && !category) throw new ApiError(404, ERROR_CODES.notFound, 'channelProfile.category');
    const filter = {
      ...(category ? { categoryId: category.categoryId } : {}),
      ...(query.tag === undefined ? {} : { tag: query.tag }),
      ...inLanguage,
    };
    const { items, total } = await browse.live(brand, filter, query);
    return { category, tag: query.tag ?? null, language: query.language ?? null, items, page: query.page, size: query.size, total };
  });

  registerRoute(app, discoveryRoutes.search, async ({ query, request }) => {
    const brand = request.brand;
    const [channels, found, replays] = await Promise.all([
      browse.channelsMatching(query.q, brand.code, query.size),
      categories.matching(query.q, brand.code, query.size),
      brand.features.recordedStreams ? browse.replaysMatching(query.q, brand.code, query.size) : Promise.resolve([]),
    ]);
    return { channels, categories: found, replays };
  });

  registerRoute(app, discoveryRoutes.offlineSuggestions, async ({ params, request }) => {
    const brand = request.brand;
    const channel = await browse.channelCategory(params.channelId, brand.code);
    if (!channel) throw channelNotFound();
    const live =
      channel.categoryId === null
        ? []
        : (await browse.live(brand.code, { categoryId: channel.categoryId }, { page: 1, size: OFFLINE_SUGGESTIONS + 1 })).items
            .filter((other) => other.channelId !== params.channelId)
            .slice(0, OFFLINE_SUGGESTIONS);
    const lastReplay = brand.features.recordedStreams ? await browse.lastReplay(params.channelId, brand.code) : null;
    return { live, lastReplay };
  });
}
