import * as v from 'valibot';
import { Page, PageSize } from '../fields';
import { defineRoute } from '../route';
import { STREAM_MESSAGES } from '../messages';
import { At, Id, IdParam, PageOf } from './money-fields';

/** A clip lasts 5 to 60 seconds (docs/media.md, "Clips"). */
export const CLIP_SECONDS_MIN = 5;
export const CLIP_SECONDS_MAX = 60;
/** clips.title is varchar(100). */
export const CLIP_TITLE_MAX = 100;

/** A clip's title: one line (a line break or tab becomes a space), trimmed, 1-100 characters. */
export const ClipTitle = v.pipe(
  v.string(STREAM_MESSAGES.clipTitle),
  v.transform((text) => text.replace(/\p{Cc}+/gu, ' ')),
  v.trim(),
  v.minLength(1, STREAM_MESSAGES.clipTitle),
  v.maxLength(CLIP_TITLE_MAX, STREAM_MESSAGES.clipTitle),
);

/** A serial id (clips, channels and recordings are integer columns). */
const SerialId = v.pipe(Id, v.maxValue(2_147_483_647));

const Seconds = v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(7 * 24 * 3600));

/**
 * A new clip: of a live channel (ending behindLiveSeconds before its live edge, 0 = now) or of a
 * replay (from startSeconds into it), durationSeconds long.
 */
export const ClipCreate = v.object({
  title: ClipTitle,
  durationSeconds: v.pipe(
    v.number(STREAM_MESSAGES.clipLength),
    v.finite(STREAM_MESSAGES.clipLength),
    v.minValue(CLIP_SECONDS_MIN, STREAM_MESSAGES.clipLength),
    v.maxValue(CLIP_SECONDS_MAX, STREAM_MESSAGES.clipLength),
  ),
  channelId: v.optional(SerialId),
  behindLiveSeconds: v.optional(Seconds),
  recordedStreamId: v.optional(SerialId),
  startSeconds: v.optional(Seconds),
});
export type ClipCreate = v.InferOutput<typeof ClipCreate>;

export const CLIP_STATUSES = ['pending', 'ready', 'failed'] as const;

export const Clip = v.object({
  clipId: v.number(),
  channelId: v.number(),
  channelName: v.string(),
  title: v.string(),
  creator: v.object({ memberId: v.number(), nickname: v.string() }),
  /** pending while the media node cuts it, then ready (playable) or failed. */
  status: v.picklist(CLIP_STATUSES),
  /** The replay it was cut from; null for a clip of a live broadcast. */
  recordedStreamId: v.nullable(v.number()),
  /** The span of the broadcast it covers: as asked while pending, as made (start snapped to a keyframe) once ready. */
  startSeconds: v.nullable(v.number()),
  durationSeconds: v.number(),
  viewCount: v.number(),
  createdAt: At,
  /** The MP4, signed for this clip; null until ready. */
  url: v.nullable(v.string()),
  /** The caller may delete it: its creator or the channel's owner. */
  canDelete: v.boolean(),
});
export type Clip = v.InferOutput<typeof Clip>;

export const ClipPage = PageOf(Clip);
export type ClipPage = v.InferOutput<typeof ClipPage>;

export const clipRoutes = {
  createClip: defineRoute({
    method: 'POST',
    path: '/api/my/clip',
    group: 'my',
    operationId: 'myClipCreate',
    summary:
      "A signed-in viewer clips 5-60 s of a live broadcast's rewind window or of a replay. Answers the clip pending; the media node holding the broadcast cuts it without re-encoding. 400 for a length or span outside the allowed; 403 behind the room's door; 404 for another brand's channel or replay.",
    access: 'member',
    body: ClipCreate,
    response: Clip,
  }),
  guestClip: defineRoute({
    method: 'GET',
    path: '/api/guest/clip/{clipId}',
    group: 'guest',
    operationId: 'guestClip',
    summary: "One clip with its MP4 once ready. 404 when unknown, deleted or another brand's; 403 ADULT_ONLY or PASSWORD_REQUIRED behind the room's door.",
    access: 'public',
    params: v.object({ clipId: IdParam }),
    response: Clip,
  }),
  guestClipView: defineRoute({
    method: 'POST',
    path: '/api/guest/clip/{clipId}/view',
    group: 'guest',
    operationId: 'guestClipView',
    summary: 'The clip page was opened: counted once per viewer (member, or a visitor by address) per day. Answers the count.',
    access: 'public',
    params: v.object({ clipId: IdParam }),
    response: v.object({ clipId: v.number(), viewCount: v.number() }),
  }),
  guestClipList: defineRoute({
    method: 'GET',
    path: '/api/guest/clip-list',
    group: 'guest',
    operationId: 'guestClipList',
    summary: "A channel's clips, newest first (pending and failed ones only to their creator). 404 for another brand's channel; 403 behind the room's door.",
    access: 'public',
    query: v.object({ channelId: SerialId, page: Page, size: PageSize(12) }),
    response: ClipPage,
  }),
  deleteClip: defineRoute({
    method: 'DELETE',
    path: '/api/my/clip/{clipId}',
    group: 'my',
    operationId: 'myClipDelete',
    summary: "The channel's owner deletes any clip of the channel, a creator their own. 403 for anyone else; 404 when unknown, deleted or another brand's.",
    access: 'member',
    params: v.object({ clipId: IdParam }),
    response: v.object({ clipId: v.number(), deleted: v.literal(true) }),
  }),
};
