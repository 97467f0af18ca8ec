import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES, followRoutes, notificationRoutes, type FollowState } from '@onair/contracts';
import type { Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import { channelRepository, noLiveViewers } from '../directory/index';
import { memberOf } from '../../platform/sessions/member-of';
import { followStore } from './follow-store';

export function followRoutesPlugin(app: FastifyInstance, { db }: { db: Database }) {
  const store = followStore(db);
  const channelsOf = channelRepository(db);
  // Read per request: the chat, installed after these routes, decorates the app with it.
  const liveViewers = () => app.liveViewers ?? noLiveViewers;

  /** A channel of the request's brand, or 404 as its detail answers. */
  async function channelOf(request: FastifyRequest, channelId: number) {
    const channel = await channelsOf.ofBrand(channelId, request.brand.code);
    if (!channel) throw new ApiError(404, ERROR_CODES.notFound, 'channel.notFound');
    return channel;
  }

  const stateOf = async (memberId: number, channelId: number): Promise<FollowState> => ({
    channelId,
    following: await store.isFollowing(memberId, channelId),
    followerCount: await channelsOf.followerCount(channelId),
  });

  registerRoute(app, followRoutes.follow, async ({ body, request }) => {
    const member = memberOf(request);
    const channel = await channelOf(request, body.channelId);
    if (channel.ownerMemberId === member.memberId) {
      throw new ApiError(400, ERROR_CODES.validation, 'follow.ownChannel');
    }
    await store.follow(member.memberId, channel.channelId);
    return stateOf(member.memberId, channel.channelId);
  });

  registerRoute(app, followRoutes.unfollow, async ({ params, request }) => {
    const member = memberOf(request);
    const channel = await channelOf(request, params.channelId);
    await store.unfollow(member.memberId, channel.channelId);
    return stateOf(member.memberId, channel.channelId);
  });

  registerRoute(app, followRoutes.followedChannels, async ({ query, request }) =>
    store.followed(memberOf(request).memberId, request.brand.code, query.page, query.size, liveViewers()),
  );

  registerRoute(app, notificationRoutes.followNotify, async ({ params, body, request }) => {
    const member = memberOf(request);
    const channel = await channelOf(request, params.channelId);
    const saved = await store.setNotifyLive(member.memberId, channel.channelId, body.notifyLive);
    if (!saved) throw new ApiError(404, ERROR_CODES.notFound, 'follow.notFollowing');
    return { channelId: channel.channelId, notifyLive: body.notifyLive };
  });

  registerRoute(app, followRoutes.followerCount, async ({ query, request }) => {
    const channel = await channelOf(request, query.channelId);
    return { channelId: channel.channelId, followerCount: await channelsOf.followerCount(channel.channelId) };
  });
}
