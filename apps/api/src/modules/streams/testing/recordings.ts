/* eslint-disable @typescript-eslint/no-non-null-assertion -- rows this helper just inserted */
import { randomBytes } from 'node:crypto';
import { broadcasts, recordedStreams, streamKeys, type Database } from '@onair/db';

/** A finished broadcast of channelId filed as a recording, as the media app's unpublish leaves it. */
export async function fileRecording(
  db: Database,
  channelId: number,
  title: string,
  startedAt: string,
  durationSeconds: number,
) {
  const [key] = await db
    .insert(streamKeys)
    .values({ channelId, keyHash: randomBytes(32).toString('hex'), keyPrefix: 'live_test', revokedAt: new Date() })
    .returning();
  const start = new Date(startedAt);
  const end = new Date(start.getTime() + durationSeconds * 1000);
  const [broadcast] = await db
    .insert(broadcasts)
    .values({
      channelId,
      streamKeyId: key!.streamKeyId,
      mediaNode: 'node-t',
      startedAt: start,
      endedAt: end,
      endReason: 'unpublish',
    })
    .returning();
  const [recording] = await db
    .insert(recordedStreams)
    .values({
      channelId,
      broadcastId: broadcast!.broadcastId,
      title,
      startedAt: start,
      endedAt: end,
      durationSeconds,
      playlistPath: `/vod/${broadcast!.broadcastId}/index.m3u8`,
    })
    .returning();
  return recording!;
}

/** A broadcast of channelId live on node-t since secondsAgo, as the media app's publish leaves it. */
export async function openBroadcast(db: Database, channelId: number, secondsAgo: number) {
  const [key] = await db
    .insert(streamKeys)
    .values({ channelId, keyHash: randomBytes(32).toString('hex'), keyPrefix: 'live_test' })
    .returning();
  const [broadcast] = await db
    .insert(broadcasts)
    .values({ channelId, streamKeyId: key!.streamKeyId, mediaNode: 'node-t', startedAt: new Date(Date.now() - secondsAgo * 1000) })
    .returning();
  return broadcast!;
}
