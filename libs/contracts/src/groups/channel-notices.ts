import * as v from 'valibot';
import { Attachment } from '../uploads';
import { defineRoute } from '../route';
import { Page, PageSize } from '../fields';
import { PAGE_SIZES } from '../limits';
import { Id, IdParam } from './money-fields';
import { CHANNEL_NOTICE_MESSAGES } from '../messages';

export const POST_LIMITS = { titleMax: 100, contentMax: 5000, imagesMax: 5 } as const;

export const PostTitle = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(POST_LIMITS.titleMax, message));
export const PostContent = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(POST_LIMITS.contentMax, message));

/**
 * Which of a post's images an edit keeps, in order: their upload ids separated by commas (a
 * multipart field carries one string). Absent keeps every image; empty keeps none.
 */
export const KeepImageIds = v.optional(
  v.pipe(
    v.string(),
    v.maxLength(400),
    v.transform((text) =>
      text
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id.length > 0),
    ),
  ),
);

export const ChannelNotice = v.object({
  noticeId: v.number(),
  channelId: v.number(),
  authorMemberId: v.number(),
  authorNickname: v.string(),
  title: v.string(),
  content: v.string(),
  important: v.boolean(),
  images: v.array(Attachment),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type ChannelNotice = v.InferOutput<typeof ChannelNotice>;

export const ChannelNoticePage = v.object({
  items: v.array(ChannelNotice),
  page: v.number(),
  size: v.number(),
  total: v.number(),
});

/** Whether the signed-in caller runs the channel: its owner, one of its managers or an operator. */
export const ChannelRunsCheck = v.object({
  channelId: v.number(),
  /** May the caller write, edit and delete the channel's notices (and, where the brand has boards, run its board). */
  runsChannel: v.boolean(),
});

const M = CHANNEL_NOTICE_MESSAGES;
const noticeImages = [
  { name: 'images', accept: 'image', maxCount: POST_LIMITS.imagesMax, purpose: 'notice-image' },
] as const;

export const channelNoticeRoutes = {
  createChannelNotice: defineRoute({
    method: 'POST',
    path: '/api/my/channel-notice',
    group: 'my',
    operationId: 'createChannelNotice',
    summary: 'Writes a channel notice with up to 5 images. The owner, the channel managers and operators only.',
    access: 'member',
    bodyType: 'multipart',
    body: v.object({
      channelId: Id,
      title: PostTitle(M.title),
      content: PostContent(M.content),
      important: v.optional(v.boolean(), false),
    }),
    files: noticeImages,
    response: ChannelNotice,
    status: 201,
  }),
  listChannelNotices: defineRoute({
    method: 'GET',
    path: '/api/my/channel-notice-list',
    group: 'my',
    operationId: 'listChannelNotices',
    summary: "A channel's notices for anyone: important first, then newest first.",
    access: 'public',
    query: v.object({ channelId: Id, page: Page, size: PageSize(PAGE_SIZES.items) }),
    response: ChannelNoticePage,
  }),
  channelRunsCheck: defineRoute({
    method: 'GET',
    path: '/api/my/channel-runs-check',
    group: 'my',
    operationId: 'channelRunsCheck',
    summary:
      'Whether the signed-in caller runs the channel (its owner, a manager or an operator), on every brand, boards or not.',
    access: 'member',
    query: v.object({ channelId: Id }),
    response: ChannelRunsCheck,
  }),
  getChannelNotice: defineRoute({
    method: 'GET',
    path: '/api/my/channel-notice/{noticeId}',
    group: 'my',
    operationId: 'getChannelNotice',
    summary: 'One channel notice for anyone. 404 when deleted, unknown or of another brand.',
    access: 'public',
    params: v.object({ noticeId: IdParam }),
    response: ChannelNotice,
  }),
  updateChannelNotice: defineRoute({
    method: 'PUT',
    path: '/api/my/channel-notice/{noticeId}',
    group: 'my',
    operationId: 'updateChannelNotice',
    summary:
      'Edits a channel notice: keeps the images named in keepImageIds (all when absent) and adds new ones, 5 at most.',
    access: 'member',
    params: v.object({ noticeId: IdParam }),
    bodyType: 'multipart',
    body: v.object({
      title: PostTitle(M.title),
      content: PostContent(M.content),
      important: v.optional(v.boolean()),
      keepImageIds: KeepImageIds,
    }),
    files: noticeImages,
    response: ChannelNotice,
  }),
  deleteChannelNotice: defineRoute({
    method: 'DELETE',
    path: '/api/my/channel-notice/{noticeId}',
    group: 'my',
    operationId: 'deleteChannelNotice',
    summary: 'Deletes a channel notice (it disappears from lists and its page answers 404).',
    access: 'member',
    params: v.object({ noticeId: IdParam }),
    response: v.object({ noticeId: v.number(), deleted: v.literal(true) }),
  }),
};
