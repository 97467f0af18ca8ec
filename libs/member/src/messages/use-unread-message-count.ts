import { myApi } from '@onair/api-client';
import { isFeatureOn } from '@onair/brand';
import { selectIsSignedIn, useAppSelector, useBrand } from '@onair/store';

/** How often the unread count is asked again: what brings a newly arrived message to the screen. */
export const UNREAD_REFRESH_MS = 60_000;

/** Unread received messages, undefined until first known (and for a visitor, or where the brand has no messages). */
export function useKnownUnreadMessageCount(): number | undefined {
  const signedIn = useAppSelector(selectIsSignedIn);
  const offered = isFeatureOn(useBrand(), 'messages');
  const { data } = myApi.useMyUnreadMessageCountQuery(undefined, {
    skip: !signedIn || !offered,
    pollingInterval: UNREAD_REFRESH_MS,
  });
  return signedIn && offered ? data?.count : undefined;
}

/** Unread received messages (0 for a visitor, or where the brand has no messages): refreshed every minute. */
export function useUnreadMessageCount(): number {
  return useKnownUnreadMessageCount() ?? 0;
}
