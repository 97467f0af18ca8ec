import { and, eq, isNull } from 'drizzle-orm';
import { channels, DEMO_ACCOUNTS, members, streamKeys, type Database } from '@onair/db';
import { hashStreamKey, visiblePrefix } from './stream-key';

/**
 * The demo streamer's key, known in advance so `npm start` can print a publish URL that works at
 * once (ffmpeg or OBS). Only the demo seed writes it; a real key is random and shown once.
 */
export const DEMO_STREAM_KEY = 'live_demo_stream_key_for_local_use_only';

/** Gives the demo streamer's channel the demo key when it has no key in force; returns its channel id. */
export async function seedDemoStreamKey(db: Database): Promise<number | null> {
  const [channel] = await db
    .select({ channelId: channels.channelId })
    .from(channels)
    .innerJoin(members, eq(members.memberId, channels.ownerMemberId))
    .where(eq(members.loginId, DEMO_ACCOUNTS.streamer.loginId));
  if (!channel) return null;
  const [active] = await db
    .select({ id: streamKeys.streamKeyId })
    .from(streamKeys)
    .where(and(eq(streamKeys.channelId, channel.channelId), isNull(streamKeys.revokedAt)));
  if (!active) {
    await db
      .insert(streamKeys)
      .values({ channelId: channel.channelId, keyHash: hashStreamKey(DEMO_STREAM_KEY), keyPrefix: visiblePrefix(DEMO_STREAM_KEY) })
      .onConflictDoNothing();
  }
  return channel.channelId;
}
