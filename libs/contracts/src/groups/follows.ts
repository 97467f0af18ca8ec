import * as v from 'valibot';
import { defineRoute } from '../route';
import { Page, PageSize } from '../fields';
import { PAGE_SIZES } from '../limits';
import { ChannelIdParam } from './channel-detail';
import { ChannelSummary } from './guest';
import { Id, PageOf } from './money-fields';

/** The caller's follow of one channel after a follow or unfollow, and how many follow it now. */
export const FollowState = v.object({
  channelId: v.number(),
  following: v.boolean(),
  followerCount: v.number(),
});
export type FollowState = v.InferOutput<typeof FollowState>;

/** A followed channel, with its 방송 알림 (tell me when it goes live) switch. */
export const FollowedChannel = v.object({ ...ChannelSummary.entries, notifyLive: v.boolean() });
export type FollowedChannel = v.InferOutput<typeof FollowedChannel>;
export const FollowedChannelPage = PageOf(FollowedChannel);
export const FollowerCount = v.object({ channelId: v.number(), followerCount: v.number() });

export const followRoutes = {
  follow: defineRoute({
    method: 'POST',
    path: '/api/my/follows',
    group: 'my',
    operationId: 'myFollow',
    summary: 'Follows a channel of this brand; following twice is still one follow. Your own channel is refused (400).',
    access: 'member',
    body: v.object({ channelId: Id }),
    response: FollowState,
  }),
  unfollow: defineRoute({
    method: 'DELETE',
    path: '/api/my/follows/{channelId}',
    group: 'my',
    operationId: 'myUnfollow',
    summary: 'Stops following a channel; unfollowing one you do not follow changes nothing.',
    access: 'member',
    params: v.object({ channelId: ChannelIdParam }),
    response: FollowState,
  }),
  followedChannels: defineRoute({
    method: 'GET',
    path: '/api/my/follows',
    group: 'my',
    operationId: 'myFollowedChannels',
    summary: 'Channels the member follows: live ones first (most viewers first), then by name.',
    access: 'member',
    query: v.object({ page: Page, size: PageSize(PAGE_SIZES.streams) }),
    response: FollowedChannelPage,
  }),
  followerCount: defineRoute({
    method: 'GET',
    path: '/api/guest/follower-count',
    group: 'guest',
    operationId: 'followerCount',
    summary: 'How many members follow a channel (404 when unknown or of another brand).',
    access: 'public',
    query: v.object({ channelId: Id }),
    response: FollowerCount,
  }),
};
