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
