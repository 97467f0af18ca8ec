import { guestApi } from '@onair/api-client';

/**
 * The channel as the viewer its door admitted sees it. An adult or password room's detail carries
 * no stream until the request shows the ticket live-Auth gave (the media app plays nothing without
 * the signed URL in it); an open room needs none and shares the page's own query.
 */
export function useAdmittedChannel(channel: guestApi.ChannelDetail, ticket: string | null) {
  const { data, refetch } = guestApi.useGetChannelDetailQuery({
    channelId: String(channel.channelId),
    ...(ticket ? { ticket } : {}),
  });
  return { channel: data ?? channel, refetch };
}
