import { useState } from 'react';
import { myApi } from '@onair/api-client';
import { HOME_REFRESH_MS } from './ChannelGrid';

/** Which member each answer of GET /api/my/view-main was fetched for (the answers are the cache's objects). */
const fetchedFor = new WeakMap<object, number>();

/**
 * The member's home rows (GET /api/my/view-main: followed channels live now, recently watched),
 * asked again on every visit and as often as the channel grid, never while the tab is hidden.
 *
 * `data` is only ever this member's. Signing out drops the cache (signOut), but a session that
 * expires signs out without it, and another member may then sign in on the same page: the cache
 * would still hold the first member's rows until the new answer came. So an answer counts only
 * if it arrived while this member was here (after this hook mounted; the caller keys it by member)
 * or was already known to be theirs, as when they come back to the home page.
 */
export function useMemberHome(memberId: number) {
  const [since] = useState(Date.now);
  const query = myApi.useMyViewMainQuery(undefined, {
    pollingInterval: HOME_REFRESH_MS,
    skipPollingIfUnfocused: true,
    refetchOnMountOrArgChange: true,
  });
  const { data, fulfilledTimeStamp } = query;
  if (data && fulfilledTimeStamp !== undefined && fulfilledTimeStamp >= since) fetchedFor.set(data, memberId);
  const own = data && fetchedFor.get(data) === memberId ? data : undefined;
  return { data: own, isError: query.isError, refetch: query.refetch };
}
