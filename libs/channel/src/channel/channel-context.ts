import { useOutletContext } from 'react-router';
import type { guestApi } from '@onair/api-client';

/** What the channel page hands its tabs. */
export type ChannelContext = {
  channelId: number;
  profile: guestApi.GuestChannelProfileApiResponse;
  /** Owner, manager or operator: may write notices and pin or delete any post. */
  runsChannel: boolean;
  /** The brand offers boards. */
  boardsOn: boolean;
};

export const useChannel = () => useOutletContext<ChannelContext>();
