import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, channelProfileRoutes } from '@onair/contracts';
import { channels, type Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import { requireOwner } from '../../platform/permissions/channel-access';
import { channelNotFound } from '../../platform/permissions/refusals';

const ownerOnly = () => new ApiError(403, ERROR_CODES.forbidden, 'channelProfile.ownerOnly');

/**
 * The broadcast's title (docs/media.md, "Broadcast title"): the owner's alone, live or offline. It
 * stays for the next broadcast until changed; an empty one clears it, and lists and the live page
 * then show the channel's name (coalesce(live_title, name) where they read it).
 */
export function liveTitleRoutesPlugin(app: FastifyInstance, db: Database) {
  registerRoute(app, channelProfileRoutes.updateLiveTitle, async ({ body, request }) => {
    await requireOwner(db, body.channelId, request, ownerOnly);
    const [row] = await db
      .update(channels)
      .set({ liveTitle: body.liveTitle === '' ? null : body.liveTitle, updatedAt: sql`now()` })
      .where(eq(channels.channelId, body.channelId))
      .returning({ channelId: channels.channelId, liveTitle: channels.liveTitle });
    if (!row) throw channelNotFound();
    // Open live pages show it at once: the chat server tells the channel's room.
    app.channelEvents.publishInfo(row);
    return row;
  });
}
