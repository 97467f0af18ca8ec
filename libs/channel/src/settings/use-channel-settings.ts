import { useEffect } from 'react';
import { guestApi } from '@onair/api-client';
import { CACHE } from '@onair/contracts';
import { CHANNEL_SETTINGS_EVENT } from './settings-event';

// SPEC.md section 9: the settings stay fresh for 10 minutes. The generated endpoint keeps RTK
// Query's default (5 minutes), so its cache time is raised here, where the settings are read.
guestApi.guestEndpoints.enhanceEndpoints({
  endpoints: { channelSettings: { keepUnusedDataFor: CACHE.channelSettingsStaleMs / 1000 } },
});

/**
 * A channel's settings (GET /api/guest/channeling-switching?channelId=): served from the cache
 * for 10 minutes, fetched again at once when 'channeling-setting-update' fires.
 */
export function useChannelSettings(channelId: number | null) {
  const query = guestApi.useChannelSettingsQuery(
    { channelId: channelId ?? undefined },
    { refetchOnMountOrArgChange: CACHE.channelSettingsStaleMs / 1000 },
  );
  const { refetch, isUninitialized } = query;
  useEffect(() => {
    const reload = () => {
      if (!isUninitialized) void refetch();
    };
    window.addEventListener(CHANNEL_SETTINGS_EVENT, reload);
    return () => window.removeEventListener(CHANNEL_SETTINGS_EVENT, reload);
  }, [refetch, isUninitialized]);
  return query;
}
