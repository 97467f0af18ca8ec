import * as v from 'valibot';
import { Page, PageSize } from '../fields';
import { PAGE_SIZES } from '../limits';
import { defineRoute } from '../route';
import { TAKEDOWN_ACTIONS } from './admin-live';
import { ChannelStream } from './channel-detail';
import { At, Id, IdParam, MaybeAt, PageOf } from './money-fields';
import { ChatMessage } from '../chat-protocol/server-events';
import { STREAM_MESSAGES } from '../messages';
import { MyStreamHealth } from '../stream-health';

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
  /** A frame of the recording (JPEG, signed like the playlist); null when none was taken. */
  thumbnailUrl: v.nullable(v.string()),
  /** The owner hid it from everyone else; only the owner is ever answered a hidden one. */
  hidden: v.boolean(),
});
export type RecordedStream = v.InferOutput<typeof RecordedStream>;

export const RecordedStreamPage = PageOf(RecordedStream);
export type RecordedStreamPage = v.InferOutput<typeof RecordedStreamPage>;

/** recorded_streams.title is varchar(120), as the live title it was named by. */
export const RECORDING_TITLE_MAX = 120;

/** A recording's new name: one line (a line break or tab becomes a space), trimmed, 1-120 characters. */
export const RecordingTitle = v.pipe(
  v.string(STREAM_MESSAGES.recordingTitle),
  v.transform((text) => text.replace(/\p{Cc}+/gu, ' ')),
  v.trim(),
  v.minLength(1, STREAM_MESSAGES.recordingTitle),
  v.maxLength(RECORDING_TITLE_MAX, STREAM_MESSAGES.recordingTitle),
);

/** The owner renames a recording, hides it or shows it again; either field may be left out. */
export const RecordedStreamUpdate = v.object({
  title: v.optional(RecordingTitle),
  hidden: v.optional(v.boolean()),
});

/** Chat lines of a recording are asked for at most this many at a time. */
export const REPLAY_CHAT_PAGE_MAX = 200;

/**
 * Where a replay's chat is read from: lines sent at or after fromMs into the recording (after
 * afterSeq among those at fromMs itself, to go on from a page's last line).
 */
export const ReplayChatQuery = v.object({
  fromMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(7 * 24 * 3600 * 1000)), 0),
  afterSeq: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER))),
  size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(REPLAY_CHAT_PAGE_MAX)), 100),
});

/** One chat line of a replay: the live message and when it came, in ms from the recording's start. */
export const ReplayChatLine = v.object({ ...ChatMessage.entries, offsetMs: v.number() });
export type ReplayChatLine = v.InferOutput<typeof ReplayChatLine>;

/** A page of a replay's chat in its room's order; next says where the following page starts (null: the end). */
export const ReplayChatPage = v.object({
  lines: v.array(ReplayChatLine),
  next: v.nullable(v.object({ fromMs: v.number(), afterSeq: v.number() })),
});
export type ReplayChatPage = v.InferOutput<typeof ReplayChatPage>;

/** What a deletion answers: the recording that is gone. */
export const DeletedRecordedStream = v.object({ recordedStreamId: v.number(), deleted: v.literal(true) });

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
  myStreamHealth: defineRoute({
    method: 'GET',
    path: '/api/my/stream-health',
    group: 'my',
    operationId: 'myStreamHealth',
    summary:
      "The channel's live stream as its media node measures it (frame rate, keyframe interval, bitrate, codecs, resolution, missing frames) with what is outside the recommended range. The owner and the channel's managers; 403 for anyone else.",
    access: 'member',
    query: v.object({ channelId: Id }),
    response: MyStreamHealth,
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
  updateRecordedStream: defineRoute({
    method: 'PATCH',
    path: '/api/my/recorded-stream/{recordedStreamId}',
    group: 'my',
    operationId: 'myRecordedStreamUpdate',
    summary:
      "The channel owner renames a recording or hides it from everyone else (or shows it again). 403 for anyone but the owner; 404 when unknown, deleted, another brand's, or hidden and not the caller's.",
    access: 'member',
    params: v.object({ recordedStreamId: IdParam }),
    body: RecordedStreamUpdate,
    response: RecordedStream,
  }),
  deleteRecordedStream: defineRoute({
    method: 'DELETE',
    path: '/api/my/recorded-stream/{recordedStreamId}',
    group: 'my',
    operationId: 'myRecordedStreamDelete',
    summary:
      'The channel owner deletes a recording: gone from every list and page at once, its files removed by the media node within seconds. 403 for anyone but the owner; 404 when unknown or already deleted.',
    access: 'member',
    params: v.object({ recordedStreamId: IdParam }),
    response: DeletedRecordedStream,
  }),
  guestReplayChat: defineRoute({
    method: 'GET',
    path: '/api/guest/recorded-stream/{recordedStreamId}/chat',
    group: 'guest',
    operationId: 'guestReplayChat',
    summary:
      "The chat of a recording's broadcast as it happened (lines and gift alerts, in the room's order), from fromMs into the recording on, at most size lines. Behind the same doors as the recording itself.",
    access: 'public',
    params: v.object({ recordedStreamId: IdParam }),
    query: ReplayChatQuery,
    response: ReplayChatPage,
  }),
};
