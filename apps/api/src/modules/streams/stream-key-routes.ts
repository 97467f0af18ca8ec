import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { streamRoutes, type StreamKeyInfo } from '@onair/contracts';
import { channels, streamKeys, type Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import { memberOf } from '../../platform/sessions/member-of';
import type { BroadcastStore } from './broadcast-store';
import { hashStreamKey, maskedKey, newStreamKey, visiblePrefix } from './stream-key';
import { operatorNotices } from './takedown-notice';

export type StreamKeyContext = { db: Database; rtmpUrl: string; broadcasts: BroadcastStore };

const noChannel = () => new ApiError(403, 'FORBIDDEN', 'stream.noChannel');

/**
 * GET and POST /api/my/stream-key. Only the key's hash is stored, so the whole key is in the POST
 * answer alone (shown once, as GitHub tokens are); later the settings show its prefix and the owner
 * regenerates a lost key (docs/media.md).
 */
export function streamKeyRoutes(app: FastifyInstance, { db, rtmpUrl, broadcasts }: StreamKeyContext) {
  async function ownChannel(memberId: number) {
    const [channel] = await db
      .select({
        channelId: channels.channelId,
        isLive: channels.isLive,
        suspendedAt: channels.suspendedAt,
        suspendedReason: channels.suspendedReason,
        takedownAction: channels.takedownAction,
        takedownReason: channels.takedownReason,
        takedownAt: channels.takedownAt,
      })
      .from(channels)
      .where(eq(channels.ownerMemberId, memberId));
    if (!channel) throw noChannel();
    return channel;
  }

  registerRoute(app, streamRoutes.streamKey, async ({ request }): Promise<StreamKeyInfo> => {
    const channel = await ownChannel(memberOf(request).memberId);
    const [key] = await db
      .select({ keyPrefix: streamKeys.keyPrefix, createdAt: streamKeys.createdAt })
      .from(streamKeys)
      .where(and(eq(streamKeys.channelId, channel.channelId), isNull(streamKeys.revokedAt)));
    return {
      channelId: channel.channelId,
      rtmpUrl,
      keyPrefix: key?.keyPrefix ?? null,
      maskedKey: key ? maskedKey(key.keyPrefix) : null,
      createdAt: key ? key.createdAt.toISOString() : null,
      isLive: channel.isLive,
      ...operatorNotices(channel),
    };
  });

  registerRoute(app, streamRoutes.regenerateStreamKey, async ({ request }) => {
    const owned = await ownChannel(memberOf(request).memberId);
    const { channelId } = owned;
    const streamKey = newStreamKey();
    const keyPrefix = visiblePrefix(streamKey);
    const offline: number[] = [];
    const createdAt = await db.transaction(async (tx) => {
      const revoked = await tx
        .update(streamKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(streamKeys.channelId, channelId), isNull(streamKeys.revokedAt)))
        .returning({ streamKeyId: streamKeys.streamKeyId });
      // Its broadcast ends here; the media node drops the publisher at its next heartbeat.
      for (const { streamKeyId } of revoked) offline.push(...(await broadcasts.endForKey(tx, streamKeyId)));
      const [inserted] = await tx
        .insert(streamKeys)
        .values({ channelId, keyHash: hashStreamKey(streamKey), keyPrefix })
        .returning({ createdAt: streamKeys.createdAt });
      if (!inserted) throw new Error('stream key not inserted');
      return inserted.createdAt;
    });
    await broadcasts.announce(offline);
    const [channel] = await db
      .select({ isLive: channels.isLive })
      .from(channels)
      .where(eq(channels.channelId, channelId));
    return {
      channelId,
      rtmpUrl,
      streamKey,
      keyPrefix,
      maskedKey: maskedKey(keyPrefix),
      createdAt: createdAt.toISOString(),
      isLive: channel?.isLive ?? false,
      // A new key lifts nothing: a suspended channel stays refused until an operator lifts it.
      ...operatorNotices(owned),
    };
  });
}
