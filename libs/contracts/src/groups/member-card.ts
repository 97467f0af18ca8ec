import * as v from 'valibot';
import { defineRoute } from '../route';
import { ChannelIdParam } from './channel-detail';

/**
 * A member as the chat's user card shows them (clicking a nickname): who they are, their login ID
 * (what a 쪽지 and a block name), and their channel when they own one, with its followers and
 * whether the caller follows it.
 */
export const MemberCard = v.object({
  memberId: v.number(),
  loginId: v.string(),
  nickname: v.string(),
  /** The channel's profile image; null without a channel or an image (the client shows the default). */
  profileImageUrl: v.nullable(v.string()),
  channelId: v.nullable(v.number()),
  followerCount: v.nullable(v.number()),
  /** Whether the signed-in caller follows the channel; false for a visitor or without a channel. */
  following: v.boolean(),
});
export type MemberCard = v.InferOutput<typeof MemberCard>;

export const memberCardRoutes = {
  getMemberCard: defineRoute({
    method: 'GET',
    path: '/api/guest/member-card/{memberId}',
    group: 'guest',
    operationId: 'getMemberCard',
    summary:
      "A member of this brand as the chat's user card shows them: nickname, login ID, their channel's image, follower count and the caller's follow. 404 when unknown, withdrawn or of another brand.",
    access: 'public',
    params: v.object({ memberId: ChannelIdParam }),
    response: MemberCard,
  }),
};
