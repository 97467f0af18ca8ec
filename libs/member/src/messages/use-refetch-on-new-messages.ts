import { useEffect, useRef } from 'react';
import { useKnownUnreadMessageCount } from './use-unread-message-count';

/**
 * Refetches the received box when the unread count grows: new messages arrived, and a list that
 * stayed as it was would disagree with the count in its own tab ("받은 쪽지 (3)" over two rows).
 * A count that falls needs nothing: reading or deleting already refetches the box.
 */
export function useRefetchOnNewMessages(enabled: boolean, refetch: () => unknown): void {
  const unread = useKnownUnreadMessageCount();
  const known = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (unread === undefined) return;
    const before = known.current;
    known.current = unread;
    if (enabled && before !== undefined && unread > before) refetch();
  }, [enabled, unread, refetch]);
}
