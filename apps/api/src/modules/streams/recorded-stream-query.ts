import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { RECORDED_STREAM_KIND, type RecordedStream, type RecordedStreamPage } from '@onair/contracts';
import { broadcasts, mediaNodes, recordedStreams, type Database } from '@onair/db';
import type { PlaybackAdmission } from '../live-auth/index';
import { recordedStreamUrl, recordedThumbnailUrl, type MediaUrls } from './stream-urls';

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
 * Which recordings a caller is answered: never a deleted one; a hidden one only to the channel's
 * owner (ownerView).
 */
export function visibleRecordings(ownerView: boolean): SQL {
  const kept = isNull(recordedStreams.deletedAt);
  return ownerView ? kept : (and(kept, eq(recordedStreams.hidden, false)) as SQL);
}

/**
 * The columns a hide or show sets, for the owner's and the operators' routes alike. hidden_at keeps
 * the first hide: the media nodes refuse the URLs signed before it (playback-closures.ts), and a
 * repeated hide must not also refuse the ones the owner got since.
 */
export function visibilityChange(hidden: boolean, at: Date) {
  return { hidden, hiddenAt: hidden ? sql`coalesce(${recordedStreams.hiddenAt}, ${at.toISOString()}::timestamptz)` : null };
}

/**
 * A recorded_streams row as the API answers it: kind 2, its HLS VOD playlist and its frame, from the
 * node that holds it, for a caller the playback gate admitted to its channel.
 */
export function recordedStreamOf(
  admission: PlaybackAdmission,
  row: RecordedStreamRow,
  media: MediaUrls,
  nodeUrl: string | null = null,
): RecordedStream {
  const from = nodeUrl ? { ...media, publicUrl: nodeUrl } : media;
  return {
    recordedStreamId: row.recordedStreamId,
    channelId: row.channelId,
    kind: RECORDED_STREAM_KIND,
    title: row.title,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt.toISOString(),
    durationSeconds: row.durationSeconds,
    stream: recordedStreamUrl(admission, row, from),
    thumbnailUrl: recordedThumbnailUrl(admission, row, from),
    hidden: row.hidden,
  };
}

/**
 * One page of a channel's recordings, newest first (the id breaks ties between equal end times): the
 * channel the playback gate admitted the caller to. Hidden ones only for its owner (ownerView).
 */
export async function recordedStreamPage(
  db: Database,
  admission: PlaybackAdmission,
  { page, size }: { page: number; size: number },
  media: MediaUrls,
  ownerView = false,
): Promise<RecordedStreamPage> {
  const { channelId } = admission;
  const shown = and(eq(recordedStreams.channelId, channelId), visibleRecordings(ownerView));
  const rows = await db
    .select({ recording: recordedStreams, nodeUrl: mediaNodes.publicUrl })
    .from(recordedStreams)
    .leftJoin(broadcasts, recordingNode.broadcast)
    .leftJoin(mediaNodes, recordingNode.node)
    .where(shown)
    .orderBy(desc(recordedStreams.endedAt), desc(recordedStreams.recordedStreamId))
    .limit(size)
    .offset((page - 1) * size);
  const [total] = await db.select({ value: count() }).from(recordedStreams).where(shown);
  return {
    items: rows.map((row) => recordedStreamOf(admission, row.recording, media, row.nodeUrl)),
    page,
    size,
    total: total?.value ?? 0,
  };
}
