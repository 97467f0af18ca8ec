import { myApi } from '@onair/api-client';
import { isFeatureOn } from '@onair/brand';
import { selectIsSignedIn, useAppSelector, useBrand } from '@onair/store';

/** Unread received messages (0 for a visitor, or where the brand has no messages): refreshed every minute. */
export function useUnreadMessageCount(): number {
  const signedIn = useAppSelector(selectIsSignedIn);
  const offered = isFeatureOn(useBrand(), 'messages');
  const { data } = myApi.useMyUnreadMessageCountQuery(undefined, {
    skip: !signedIn || !offered,
    pollingInterval: 60_000,
  });
  return signedIn && offered ? (data?.count ?? 0) : 0;
}
