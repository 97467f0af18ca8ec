import type { FastifyInstance } from 'fastify';
import { EMOJI_CATALOG, ERROR_CODES, emojiRoutes } from '@onair/contracts';
import type { Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import { channelRepository } from '../directory/index';
import { usesSubscriberEmoji } from './emoji-access';

/** GET /api/guest/show-emoji and show-all-emoji: the catalog is code (libs/contracts emoji.ts), so only access reads the database. */
export function emojiRoutesPlugin(app: FastifyInstance, { db }: { db: Database }) {
  const channels = channelRepository(db);

  registerRoute(app, emojiRoutes.showEmoji, async ({ query, request }) => {
    const channel = await channels.ofBrand(query.channelId, request.brand.code);
    if (!channel) throw new ApiError(404, ERROR_CODES.notFound, 'channel.notFound');
    const subscriber = request.member !== null && (await usesSubscriberEmoji(db, request.member.memberId, channel));
    const items = EMOJI_CATALOG.filter((emoji) => subscriber || emoji.group === 'basic');
    return { channelId: channel.channelId, subscriber, items: [...items] };
  });

  registerRoute(app, emojiRoutes.showAllEmoji, async ({ query: { page, size } }) => ({
    items: EMOJI_CATALOG.slice((page - 1) * size, page * size),
    page,
    size,
    total: EMOJI_CATALOG.length,
  }));
}
