import { count, desc, eq } from 'drizzle-orm';
import { RECORDED_STREAM_KIND, type RecordedStream, type RecordedStreamPage } from '@onair/contracts';
import { broadcasts, mediaNodes, recordedStreams, type Database } from '@onair/db';
import type { PlaybackAdmission } from '../live-auth/index';
import { recordedStreamUrl, type MediaUrls } from './stream-urls';

type RecordedStreamRow = typeof recordedStreams.$inferSelect;

/**
 * The node a recording was made on, whose address (when it names one) serves it: recordings stay on
 * that node's disk. Join these onto recorded_streams and select mediaNodes.publicUrl.
 */
export const recordingNode = {
  broadcast: eq(broadcasts.broadcastId, recordedStreams.broadcastId),
  node: eq(mediaNodes.nodeId, broadcasts.mediaNode),
};

/**
 * A recorded_streams row as the API answers it: kind 2 and its HLS VOD playlist, from the node that
 * holds it, for a caller the playback gate admitted to its channel.
 */
export function recordedStreamOf(
  admission: PlaybackAdmission,
  row: RecordedStreamRow,
  media: MediaUrls,
  nodeUrl: string | null = null,
): RecordedStream {
  return {
    recordedStreamId: row.recordedStreamId,
    channelId: row.channelId,
    kind: RECORDED_STREAM_KIND,
    title: row.title,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt.toISOString(),
    durationSeconds: row.durationSeconds,
    stream: recordedStreamUrl(admission, row, nodeUrl ? { ...media, publicUrl: nodeUrl } : media),
  };
}

/**
 * One page of a channel's recordings, newest first (the id breaks ties between equal end times): the
 * channel the playback gate admitted the caller to.
 */
export async function recordedStreamPage(
  db: Database,
  admission: PlaybackAdmission,
  { page, size }: { page: number; size: number },
  media: MediaUrls,
): Promise<RecordedStreamPage> {
  const { channelId } = admission;
  const rows = await db
    .select({ recording: recordedStreams, nodeUrl: mediaNodes.publicUrl })
    .from(recordedStreams)
    .leftJoin(broadcasts, recordingNode.broadcast)
    .leftJoin(mediaNodes, recordingNode.node)
    .where(eq(recordedStreams.channelId, channelId))
    .orderBy(desc(recordedStreams.endedAt), desc(recordedStreams.recordedStreamId))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db
    .select({ value: count() })
    .from(recordedStreams)
    .where(eq(recordedStreams.channelId, channelId));
  return {
    items: rows.map((row) => recordedStreamOf(admission, row.recording, media, row.nodeUrl)),
    page,
    size,
    total: total?.value ?? 0,
  };
}
