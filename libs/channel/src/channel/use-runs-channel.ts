import { csApi } from '@onair/api-client';
import { useViewer } from '../shared/use-viewer';

/**
 * Whether the viewer runs the channel. The board's settings answer it for managers and operators
 * too; where the brand has no boards only the owner is known to, from the profile.
 */
export function useRunsChannel(channelId: number, ownerMemberId: number | undefined, boardsOn: boolean) {
  const { member } = useViewer();
  const { data } = csApi.useBoardSettingCheckQuery({ channelId }, { skip: !member || !boardsOn });
  if (!member) return false;
  return member.memberId === ownerMemberId || data?.runsChannel === true;
}
