import { count, desc, eq } from 'drizzle-orm';
import { RECORDED_STREAM_KIND, type RecordedStream, type RecordedStreamPage } from '@onair/contracts';
import { recordedStreams, type Database } from '@onair/db';
import { recordedStreamUrl, type MediaUrls } from './stream-urls';

type RecordedStreamRow = typeof recordedStreams.$inferSelect;

/** A recorded_streams row as the API answers it: kind 2 and its HLS VOD playlist. */
export function recordedStreamOf(row: RecordedStreamRow, media: MediaUrls): RecordedStream {
  return {
    recordedStreamId: row.recordedStreamId,
    channelId: row.channelId,
    kind: RECORDED_STREAM_KIND,
    title: row.title,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt.toISOString(),
    durationSeconds: row.durationSeconds,
    stream: recordedStreamUrl(row.playlistPath, media),
  };
}

/** One page of a channel's recordings, newest first (the id breaks ties between equal end times). */
export async function recordedStreamPage(
  db: Database,
  channelId: number,
  { page, size }: { page: number; size: number },
  media: MediaUrls,
): Promise<RecordedStreamPage> {
  const rows = await db
    .select()
    .from(recordedStreams)
    .where(eq(recordedStreams.channelId, channelId))
    .orderBy(desc(recordedStreams.endedAt), desc(recordedStreams.recordedStreamId))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db
    .select({ value: count() })
    .from(recordedStreams)
    .where(eq(recordedStreams.channelId, channelId));
  return { items: rows.map((row) => recordedStreamOf(row, media)), page, size, total: total?.value ?? 0 };
}
