import { guestApi, myApi } from '@onair/api-client';
import { useAppDispatch, useMembersOnly } from '@onair/store';
import { useViewer } from '../shared/use-viewer';
import { notify } from '@onair/ui';
import { useFailureText } from '../shared/use-failure-text';

/**
 * Following one channel. The state comes from the channel's detail (GET /api/guest/channel/{id},
 * shared with the live page's cache); a follow or unfollow writes its answer into that entry and
 * into the profile's follower count, so no page has to load again. A visitor gets 회원 전용.
 */
export function useFollow(channelId: number) {
  const dispatch = useAppDispatch();
  const membersOnly = useMembersOnly();
  const failureText = useFailureText();
  const { member } = useViewer();
  const arg = { channelId: String(channelId) };
  const { data } = guestApi.useGetChannelDetailQuery(arg);
  const [follow, following] = myApi.useMyFollowMutation();
  const [unfollow, unfollowing] = myApi.useMyUnfollowMutation();

  const apply = (state: myApi.MyFollowApiResponse) => {
    dispatch(
      guestApi.guestEndpoints.util.updateQueryData('getChannelDetail', arg, (draft) => {
        draft.following = state.following;
        draft.followerCount = state.followerCount;
      }),
    );
    dispatch(
      guestApi.guestEndpoints.util.updateQueryData('guestChannelProfile', arg, (draft) => {
        draft.followerCount = state.followerCount;
      }),
    );
  };

  const toggle = () =>
    membersOnly(() => {
      const request = data?.following ? unfollow({ channelId: arg.channelId }) : follow({ body: { channelId } });
      void request.unwrap().then(apply, (error: unknown) => notify.error(failureText(error)));
    });

  return {
    known: data !== undefined,
    /** The API refuses a follow of one's own channel, so its owner is offered none. */
    ownChannel: member !== null && data !== undefined && member.memberId === data.ownerMemberId,
    following: data?.following === true,
    followerCount: data?.followerCount,
    busy: following.isLoading || unfollowing.isLoading,
    toggle,
  };
}
