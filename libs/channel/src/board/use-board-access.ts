import { csApi } from '@onair/api-client';
import { useViewer } from '../shared/use-viewer';

/**
 * What the viewer may do on this board. A visitor is shown the write and comment buttons wherever
 * members may use them, so pressing one leads to 회원 전용 rather than to nothing.
 */
export function useBoardAccess(channelId: number) {
  const { member } = useViewer();
  const { data } = csApi.useBoardSettingCheckQuery({ channelId });
  const openToMembers = data?.writeAccess === 'all';
  return {
    settings: data,
    showWrite: member ? data?.canWrite === true : openToMembers,
    showComment: member ? data?.canComment === true : data?.commentsEnabled === true,
  };
}
