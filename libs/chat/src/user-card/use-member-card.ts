import { useState } from 'react';
import { guestApi, myApi } from '@onair/api-client';
import { useAppDispatch } from '@onair/store';

/**
 * The member a user card is about (GET /api/guest/member-card/{memberId}) and what the card does
 * for the signed-in viewer: follow or unfollow their channel, block their 쪽지. A follow
 * invalidates the follow lists, which the card's query provides: its count and button follow. It
 * is written into the channel's cached detail too, so the live page's own 팔로우 button agrees.
 */
export function useMemberCard(memberId: number) {
  const query = guestApi.useGetMemberCardQuery({ memberId: String(memberId) });
  const [followMutation, following] = myApi.useMyFollowMutation();
  const [unfollowMutation, unfollowing] = myApi.useMyUnfollowMutation();
  const [blockMutation, blocking] = myApi.useMyBlockMemberMutation();
  const [outcome, setOutcome] = useState<'blocked' | 'failed' | null>(null);
  const dispatch = useAppDispatch();
  const followed = (state: myApi.MyFollowApiResponse) =>
    dispatch(
      guestApi.guestEndpoints.util.updateQueryData(
        'getChannelDetail',
        { channelId: String(state.channelId) },
        (draft) => {
          draft.following = state.following;
          draft.followerCount = state.followerCount;
        },
      ),
    );

  const settle = (request: Promise<unknown>, done: 'blocked' | null = null) => {
    setOutcome(null);
    request.then(
      () => setOutcome(done),
      () => setOutcome('failed'),
    );
  };
  const card = query.data;
  return {
    card,
    loading: query.isLoading,
    failedToLoad: query.isError,
    busy: following.isLoading || unfollowing.isLoading || blocking.isLoading,
    outcome,
    toggleFollow() {
      if (!card?.channelId || following.isLoading || unfollowing.isLoading) return;
      const request = card.following
        ? unfollowMutation({ channelId: String(card.channelId) }).unwrap()
        : followMutation({ body: { channelId: card.channelId } }).unwrap();
      settle(request.then(followed));
    },
    block() {
      if (card) settle(blockMutation({ body: { targetId: card.loginId } }).unwrap(), 'blocked');
    },
  };
}
