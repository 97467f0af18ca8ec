import * as v from 'valibot';
import { Page, PageSize } from '../fields';
import { PAGE_SIZES } from '../limits';
import { defineRoute } from '../route';
import { TAKEDOWN_ACTIONS } from './admin-live';
import { ChannelStream } from './channel-detail';
import { At, Id, IdParam, MaybeAt, PageOf } from './money-fields';

/** Channel kinds (SPEC section 3): a recorded stream is kind 2. */
export const RECORDED_STREAM_KIND = 2 as const;

/** What the streamer is told: message in Korean, key and params (messages.ts) to word it in the reader's language. */
const OperatorMessage = v.object({
  key: v.string(),
  params: v.record(v.string(), v.string()),
  message: v.string(),
});

/**
 * The caller's stream key as the channel settings show it. Only a hash is stored, so the whole
 * key is never in this answer: keyPrefix and maskedKey tell keys apart (docs/media.md).
 */
export const StreamKeyInfo = v.object({
  channelId: v.number(),
  /** Where the encoder pushes (OBS "Server"); the key is its "Stream Key". */
  rtmpUrl: v.string(),
  /** null until a key is issued. */
  keyPrefix: v.nullable(v.string()),
  /** The prefix followed by dots, for display; null until a key is issued. */
  maskedKey: v.nullable(v.string()),
  createdAt: MaybeAt,
  /** Whether the channel is broadcasting now. */
  isLive: v.boolean(),
  /** An operator's suspension: no publish is accepted until it is lifted (docs/takedown.md). */
  suspension: v.nullable(v.object({ reason: v.string(), since: At, ...OperatorMessage.entries })),
  /** The last operator takedown of this channel and why, until a lift clears it. */
  takedown: v.nullable(
    v.object({ action: v.picklist(TAKEDOWN_ACTIONS), reason: v.string(), at: At, ...OperatorMessage.entries }),
  ),
});
export type StreamKeyInfo = v.InferOutput<typeof StreamKeyInfo>;

/** A freshly issued key: the only answer that carries it whole. */
export const IssuedStreamKey = v.object({
  ...StreamKeyInfo.entries,
  streamKey: v.string(),
  keyPrefix: v.string(),
  maskedKey: v.string(),
  createdAt: At,
});
export type IssuedStreamKey = v.InferOutput<typeof IssuedStreamKey>;

/** A finished broadcast kept as VOD. */
export const RecordedStream = v.object({
  recordedStreamId: v.number(),
  channelId: v.number(),
  /** Always 2 (record). */
  kind: v.literal(RECORDED_STREAM_KIND),
  title: v.string(),
  startedAt: At,
  endedAt: At,
  durationSeconds: v.number(),
  /** How to play it: the HLS VOD playlist. */
  stream: ChannelStream,
});
export type RecordedStream = v.InferOutput<typeof RecordedStream>;

export const RecordedStreamPage = PageOf(RecordedStream);
export type RecordedStreamPage = v.InferOutput<typeof RecordedStreamPage>;

export const streamRoutes = {
  streamKey: defineRoute({
    method: 'GET',
    path: '/api/my/stream-key',
    group: 'my',
    operationId: 'myStreamKey',
    summary: "The caller's RTMP address and stream key, masked (the whole key is shown only when issued).",
    access: 'member',
    response: StreamKeyInfo,
  }),
  regenerateStreamKey: defineRoute({
    method: 'POST',
    path: '/api/my/stream-key',
    group: 'my',
    operationId: 'myStreamKeyRegenerate',
    summary:
      "Issues a new stream key for the caller's channel and shows it once. The previous key stops working at once; a broadcast using it is dropped within seconds.",
    access: 'member',
    response: IssuedStreamKey,
  }),
  recordedStreamList: defineRoute({
    method: 'GET',
    path: '/api/my/recorded-stream-list',
    group: 'my',
    operationId: 'myRecordedStreamList',
    summary:
      "A channel's finished broadcasts (the caller's own channel unless channelId is given), newest first, 2 to a page. 403 ADULT_ONLY or PASSWORD_REQUIRED for an adult or password room's, unless the caller passes its door.",
    access: 'member',
    query: v.object({ channelId: v.optional(Id), page: Page, size: PageSize(PAGE_SIZES.recordedStreams) }),
    response: RecordedStreamPage,
  }),
  guestRecordedStreamList: defineRoute({
    method: 'GET',
    path: '/api/guest/recorded-stream-list',
    group: 'guest',
    operationId: 'guestRecordedStreamList',
    summary:
      "A channel's finished broadcasts for anyone (the channel page's replays), newest first, 2 to a page. 404 for a missing channel or another brand's; 403 ADULT_ONLY or PASSWORD_REQUIRED for an adult or password room's, unless the caller passes its door.",
    access: 'public',
    query: v.object({ channelId: Id, page: Page, size: PageSize(PAGE_SIZES.recordedStreams) }),
    response: RecordedStreamPage,
  }),
  guestRecordedStream: defineRoute({
    method: 'GET',
    path: '/api/guest/recorded-stream/{recordedStreamId}',
    group: 'guest',
    operationId: 'guestRecordedStream',
    summary:
      "One recorded stream for anyone, with its VOD playlist. 404 when unknown or of another brand; 403 ADULT_ONLY or PASSWORD_REQUIRED for an adult or password room's, unless the caller passes its door.",
    access: 'public',
    params: v.object({ recordedStreamId: IdParam }),
    response: RecordedStream,
  }),
};
