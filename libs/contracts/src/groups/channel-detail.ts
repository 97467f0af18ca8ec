import * as v from 'valibot';
import { STREAM_PLAYERS, STREAM_PROVIDERS } from '../enums';
import { BROADCAST_LANGUAGES } from './broadcast-languages';

/** A channel id in a path: digits only (a number that cannot be a channel is simply not found). */
export const ChannelIdParam = v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'must be a number'), v.transform(Number));

/** How to play a live channel: which player engine, whose stream, and where. */
export const ChannelStream = v.object({
  player: v.picklist(STREAM_PLAYERS),
  provider: v.picklist(STREAM_PROVIDERS),
  url: v.string(),
});
export type ChannelStream = v.InferOutput<typeof ChannelStream>;

/** One channel as the live page shows it (GET /api/guest/channel/{channelId}). */
export const ChannelDetail = v.object({
  channelId: v.number(),
  name: v.string(),
  description: v.string(),
  ownerMemberId: v.number(),
  ownerNickname: v.string(),
  profileImageUrl: v.nullable(v.string()),
  thumbnailUrl: v.nullable(v.string()),
  isLive: v.boolean(),
  liveTitle: v.nullable(v.string()),
  viewerCount: v.number(),
  adult: v.boolean(),
  /** ISO 8601; null while offline. */
  liveStartedAt: v.nullable(v.string()),
  /** null while offline, or while the channel has no player configured. */
  stream: v.nullable(ChannelStream),
  /** How many members follow the channel. Always sent; optional only so older fixtures stay valid. */
  followerCount: v.optional(v.number()),
  /** Whether the signed-in caller follows it (false for visitors). Always sent, as followerCount. */
  following: v.optional(v.boolean()),
  /** The broadcast's free tags and category (docs/discovery.md); optional only so older fixtures stay valid. */
  tags: v.optional(v.array(v.string())),
  categoryId: v.optional(v.nullable(v.number())),
  language: v.optional(v.picklist(BROADCAST_LANGUAGES)),
});
export type ChannelDetail = v.InferOutput<typeof ChannelDetail>;
