import { useEffect, useRef } from 'react';
import { myApi } from '@onair/api-client';
import { useViewer } from '../shared/use-viewer';

/**
 * Records that a signed-in member opened this channel (POST /api/my/streams/watch), once per
 * visit: it feeds the member's recent and most-watched lists. A visitor is not recorded, and a
 * failure is not the viewer's concern, so it is not shown.
 */
export function useRecordWatch(channelId: number) {
  const { member } = useViewer();
  const [record] = myApi.useMyStreamsWatchMutation();
  const recorded = useRef<string | null>(null);
  const memberId = member?.memberId ?? null;
  useEffect(() => {
    const key = `${memberId}:${channelId}`;
    if (memberId === null || recorded.current === key) return;
    recorded.current = key;
    record({ body: { channelId } }).catch(() => undefined);
  }, [memberId, channelId, record]);
}
