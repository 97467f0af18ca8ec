// Test data for the home page's sections (imported by tests only).
import type { ChannelSummary } from '@onair/api-client';

export const summaryOf = (channelId: number, name: string): ChannelSummary => ({
  channelId,
  name,
  description: '',
  ownerNickname: `${name}지기`,
  isLive: true,
  viewerCount: 10,
  title: null,
  player: 'HLS',
  thumbnailUrl: null,
  profileImageUrl: null,
  adult: false,
});

export const homeItem = (itemId: number, title: string, extra: Record<string, unknown> = {}) => ({
  itemId,
  title,
  body: '',
  imageUrl: null,
  linkUrl: null,
  ...extra,
});

/** A channel the member watched, as GET /api/my/view-main lists it under recent. */
export const watchedOf = (channelId: number, name: string, extra: Partial<ChannelSummary> = {}) => ({
  ...summaryOf(channelId, name),
  ...extra,
  watchCount: 1,
  lastWatchedAt: '2025-06-01T12:00:00.000Z',
});

/** GET /api/my/view-main's answer: followed channels live now, recently watched, unread messages. */
export const viewMainOf = (present: ChannelSummary[], recent: ReturnType<typeof watchedOf>[] = []) => ({
  present,
  recent,
  unreadMessages: 0,
});
