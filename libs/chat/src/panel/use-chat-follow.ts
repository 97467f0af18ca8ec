import { useState } from 'react';
import { guestApi, myApi } from '@onair/api-client';
import { useAppDispatch } from '@onair/store';

/**
 * Whether the signed-in member follows the room's channel, for followers-only chat, and the
 * follow itself. The state is the channel detail the live page already holds (same cache entry,
 * asked only while `active`); a follow from the chat writes its answer there, so the page's own
 * follow button says 팔로잉 too. undefined: not known (no detail), the server's refusal tells.
 */
export function useChatFollow(channelId: number | undefined, active: boolean) {
  const dispatch = useAppDispatch();
  const arg = { channelId: String(channelId) };
  const { data } = guestApi.useGetChannelDetailQuery(arg, { skip: !active || channelId === undefined });
  const [followMutation, state] = myApi.useMyFollowMutation();
  const [followedHere, setFollowedHere] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  const follow = () => {
    if (channelId === undefined) return;
    setFailed(false);
    followMutation({ body: { channelId } })
      .unwrap()
      .then(
        (answer) => {
          if (answer.following) setFollowedHere(channelId);
          dispatch(
            guestApi.guestEndpoints.util.updateQueryData('getChannelDetail', arg, (draft) => {
              draft.following = answer.following;
              draft.followerCount = answer.followerCount;
            }),
          );
        },
        () => setFailed(true),
      );
  };

  const following: boolean | undefined =
    data?.following ?? (followedHere !== null && followedHere === channelId ? true : undefined);
  return { following, follow, busy: state.isLoading, failed };
}
