import { myApi } from '@onair/api-client';
import { useViewer } from '../shared/use-viewer';

/**
 * Whether the viewer runs the channel: its owner (known from the profile, without asking), one of
 * its managers or an operator (GET /api/my/channel-runs-check, on every brand, boards or not).
 * A visitor never does; the API is not asked for one, nor for a channel the address does not name.
 */
export function useRunsChannel(channelId: number | null, ownerMemberId: number | undefined) {
  const { member } = useViewer();
  const isOwner = member !== null && member.memberId === ownerMemberId;
  const { data } = myApi.useChannelRunsCheckQuery(
    { channelId: channelId ?? 0 },
    { skip: !member || channelId === null || isOwner },
  );
  if (!member) return false;
  return isOwner || (data?.channelId === channelId && data.runsChannel);
}
