import { LIVE_CHANNEL_SORTS, LIVE_CHANNEL_STATES } from '@onair/contracts';
import type { adminApi } from '@onair/api-client';
import { sortAndOrder, type TableSort } from '../../table/table-query';

export const LIVE_FILTERS = ['state'] as const;

/** The snapshot changes every ~20 s on the media node; reloading the page every 30 s shows a recent one. */
export const LIVE_REFRESH_MS = 30_000;

const isState = (state: string | undefined): state is (typeof LIVE_CHANNEL_STATES)[number] =>
  (LIVE_CHANNEL_STATES as readonly (string | undefined)[]).includes(state);

/** The route's arguments: on air now unless the suspended list is chosen; most viewers first unless sorted. */
export function liveChannelsArgs(
  filters: Record<string, string>,
  page: number,
  size: number,
  sort: TableSort | null,
): adminApi.AdminLiveChannelsApiArg {
  const state = filters['state'];
  return { ...(isState(state) ? { state } : {}), page, size, ...sortAndOrder(sort, LIVE_CHANNEL_SORTS) };
}
