import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CHANNEL_PROFILE_MESSAGES, ERROR_CODES, broadcastLanguageOf, channelProfileRoutes } from '@onair/contracts';
import { categories, channels, type Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError, validationError } from '../../platform/http/errors';
import { requireOwner } from '../../platform/permissions/channel-access';
import { channelNotFound } from '../../platform/permissions/refusals';

const ownerOnly = () => new ApiError(403, ERROR_CODES.forbidden, 'channelProfile.ownerOnly');
const noSuchCategory = () =>
  validationError([{ field: 'categoryId', in: 'body', message: CHANNEL_PROFILE_MESSAGES.category }]);

/**
 * The broadcast's title (docs/media.md, "Broadcast title"): the owner's alone, live or offline. It
 * stays for the next broadcast until changed; an empty one clears it, and lists and the live page
 * then show the channel's name (coalesce(live_title, name) where they read it). The category and
 * tags and the language (docs/discovery.md) are set with it, and likewise stay; what is not sent is left as it is.
 */
export function liveTitleRoutesPlugin(app: FastifyInstance, db: Database) {
  registerRoute(app, channelProfileRoutes.updateLiveTitle, async ({ body, request }) => {
    await requireOwner(db, body.channelId, request, ownerOnly);
    if (typeof body.categoryId === 'number') {
      const [category] = await db
        .select({ enabled: categories.enabled })
        .from(categories)
        .where(eq(categories.categoryId, body.categoryId));
      if (!category?.enabled) throw noSuchCategory();
    }
    const [row] = await db
      .update(channels)
      .set({
        liveTitle: body.liveTitle === '' ? null : body.liveTitle,
        ...(body.categoryId === undefined ? {} : { categoryId: body.categoryId }),
        ...(body.tags === undefined ? {} : { tags: body.tags }),
        ...(body.language === undefined ? {} : { language: body.language }),
        updatedAt: sql`now()`,
      })
      .where(eq(channels.channelId, body.channelId))
      .returning({
        channelId: channels.channelId,
        liveTitle: channels.liveTitle,
        categoryId: channels.categoryId,
        tags: channels.tags,
        language: channels.language,
      });
    if (!row) throw channelNotFound();
    // Open live pages show it at once: the chat server tells the channel's room.
    app.channelEvents.publishInfo({ channelId: row.channelId, liveTitle: row.liveTitle });
    return { ...row, language: broadcastLanguageOf(row.language) };
  });
}
