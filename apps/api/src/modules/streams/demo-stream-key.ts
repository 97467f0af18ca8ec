import { and, eq, inArray, isNull } from 'drizzle-orm';
import { channels, DEMO_STREAM_KEYS, members, streamKeys, type Database } from '@onair/db';
import { hashStreamKey, visiblePrefix } from './stream-key';

/** Gives each live demo streamer's channel its demo key (DEMO_STREAM_KEYS) when it has no key in force. */
export async function seedDemoStreamKeys(db: Database): Promise<void> {
  const owners = await db
    .select({ loginId: members.loginId, channelId: channels.channelId })
    .from(channels)
    .innerJoin(members, eq(members.memberId, channels.ownerMemberId))
    .where(inArray(members.loginId, Object.keys(DEMO_STREAM_KEYS)));
  for (const { loginId, channelId } of owners) {
    const key = DEMO_STREAM_KEYS[loginId];
    if (!key) continue;
    const [active] = await db
      .select({ id: streamKeys.streamKeyId })
      .from(streamKeys)
      .where(and(eq(streamKeys.channelId, channelId), isNull(streamKeys.revokedAt)));
    if (active) continue;
    await db
      .insert(streamKeys)
      .values({ channelId, keyHash: hashStreamKey(key), keyPrefix: visiblePrefix(key) })
      .onConflictDoNothing();
  }
}
