import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, PAGE_SIZES, memberStreamRoutes } from '@onair/contracts';
import type { Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import { messageStore } from '../messages/index';
import { memberOf } from '../../platform/sessions/member-of';
import { channelRepository, noLiveViewers } from '../directory/index';
import { streamStore } from './stream-store';

export function memberStreamRoutesPlugin(app: FastifyInstance, { db }: { db: Database }) {
  const streams = streamStore(db);
  const messages = messageStore(db);
  const channelsOf = channelRepository(db);
  // Read per request: the chat, installed after these routes, decorates the app with it.
  const liveViewers = () => app.liveViewers ?? noLiveViewers;

  registerRoute(app, memberStreamRoutes.present, async ({ query, request }) =>
    streams.present(memberOf(request).memberId, request.brand.code, query, liveViewers()),
  );
  registerRoute(app, memberStreamRoutes.played, async ({ query, request }) =>
    streams.played(memberOf(request).memberId, request.brand.code, query, liveViewers()),
  );
  registerRoute(app, memberStreamRoutes.recent, async ({ query, request }) =>
    streams.recent(memberOf(request).memberId, request.brand.code, query, liveViewers()),
  );
  registerRoute(app, memberStreamRoutes.subscriptions, async ({ query, request }) =>
    streams.subscribed(memberOf(request).memberId, request.brand.code, query, liveViewers()),
  );

  registerRoute(app, memberStreamRoutes.watch, async ({ body, request }) => {
    const member = memberOf(request);
    const channel = await channelsOf.ofBrand(body.channelId, request.brand.code);
    if (!channel) throw new ApiError(404, ERROR_CODES.notFound, 'channel.notFound');
    return streams.recordWatch(member.memberId, channel.channelId);
  });

  // One call for the member's home, so it paints without three round trips.
  registerRoute(app, memberStreamRoutes.viewMain, async ({ request }) => {
    const { memberId } = memberOf(request);
    const brand = request.brand.code;
    const first = { page: 1, size: PAGE_SIZES.streams };
    const live = liveViewers();
    const [present, recent, unreadMessages] = await Promise.all([
      streams.present(memberId, brand, first, live),
      streams.recent(memberId, brand, first, live),
      messages.unreadCount(memberId),
    ]);
    return { present: present.items, recent: recent.items, unreadMessages };
  });
}
