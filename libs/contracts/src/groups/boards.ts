import * as v from 'valibot';
import { Attachment } from '../uploads';
import { defineRoute } from '../route';
import { Page, PageSize } from '../fields';
import { PAGE_SIZES } from '../limits';
import { ChannelIdParam } from './channel-detail';
import { Id, IdParam } from './money-fields';
import { KeepImageIds, POST_LIMITS, PostContent, PostTitle } from './channel-notices';
import { BOARD_MESSAGES } from '../messages';

/** Board categories (board_posts.category); the UI names them. */
export const BOARD_CATEGORIES = { free: 1, fanArt: 2, question: 3, review: 4 } as const;
export const BoardCategory = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4));

/** Where board-list looks for the search text. */
export const BOARD_FILTERS = ['all', 'title', 'content', 'author'] as const;

/** Who may write on a channel's board: any signed-in member, or only who runs the channel. */
export const BOARD_WRITE_ACCESS = ['all', 'owner'] as const;

export const COMMENT_MAX = 500;

const M = BOARD_MESSAGES;

export const BoardSummary = v.object({
  boardId: v.number(),
  channelId: v.number(),
  category: v.number(),
  title: v.string(),
  authorMemberId: v.number(),
  authorNickname: v.string(),
  important: v.boolean(),
  likeCount: v.number(),
  commentCount: v.number(),
  viewCount: v.number(),
  imageCount: v.number(),
  createdAt: v.string(),
});
export const BoardPage = v.object({
  items: v.array(BoardSummary),
  page: v.number(),
  size: v.number(),
  total: v.number(),
});

export const BoardPost = v.object({
  ...BoardSummary.entries,
  content: v.string(),
  images: v.array(Attachment),
  updatedAt: v.string(),
  /** Whether the caller liked it (false for a visitor). */
  liked: v.boolean(),
  /** Its author only: who runs the channel may delete someone's post but not put words in their mouth. */
  canEdit: v.boolean(),
  /** Its author, or who runs the channel. */
  canDelete: v.boolean(),
});
export type BoardPost = v.InferOutput<typeof BoardPost>;

export const BoardComment = v.object({
  commentId: v.number(),
  boardId: v.number(),
  authorMemberId: v.number(),
  authorNickname: v.string(),
  content: v.string(),
  createdAt: v.string(),
  /** Shown as (수정됨): the content was changed after it was written. */
  edited: v.boolean(),
  /** Its author only: who runs the channel may delete someone's comment but not put words in their mouth. */
  canEdit: v.boolean(),
  /** Its author, or who runs the channel. */
  canDelete: v.boolean(),
  /** The comment a reply answers; null for a comment on the post. Optional only so older fixtures stay valid. */
  parentCommentId: v.optional(v.nullable(v.number())),
  /**
   * A comment deleted or hidden while replies to it remain: listed only to hold them, with no author
   * and no words (shown as 삭제된 댓글입니다.). Optional only so older fixtures stay valid.
   */
  removed: v.optional(v.boolean()),
});
export type BoardComment = v.InferOutput<typeof BoardComment>;

/** A comment on the post with its replies (one level, as SOOP and Naver cafes have them), oldest first. */
export const BoardCommentThread = v.object({
  ...BoardComment.entries,
  replies: v.optional(v.array(BoardComment)),
});

/** One page of a post's comments (total counts them, for paging); commentCount counts replies too. */
export const BoardCommentPage = v.object({
  items: v.array(BoardCommentThread),
  page: v.number(),
  size: v.number(),
  total: v.number(),
  commentCount: v.optional(v.number()),
});

export const BoardLikeState = v.object({ boardId: v.number(), liked: v.boolean(), likeCount: v.number() });

export const BoardLiker = v.object({ memberId: v.number(), nickname: v.string(), likedAt: v.string() });
export const BoardLikerPage = v.object({
  items: v.array(BoardLiker),
  page: v.number(),
  size: v.number(),
  total: v.number(),
});

export const BoardSettingCheck = v.object({
  channelId: v.number(),
  writeAccess: v.picklist(BOARD_WRITE_ACCESS),
  commentsEnabled: v.boolean(),
  /** May the caller write a post here now. */
  canWrite: v.boolean(),
  /** May the caller comment here now. */
  canComment: v.boolean(),
  /** May the caller pin, delete any post and change these settings. */
  runsChannel: v.boolean(),
});

export const NewBoardCheck = v.object({
  channelId: v.number(),
  /** Posts newer than the member's last read (false for a visitor). */
  hasNew: v.boolean(),
  /** The newest post's id, or 0 when the board is empty. */
  latestBoardId: v.number(),
});

export const LiveBoardCheck = v.object({
  channelId: v.number(),
  /** The brand offers boards and the channel exists. */
  hasBoard: v.boolean(),
  postCount: v.number(),
  hasNew: v.boolean(),
  latestBoardId: v.number(),
});

/** One rule for a new comment and an edited one, so both are refused in the same words. */
const CommentContent = v.pipe(
  v.string(M.comment),
  v.trim(),
  v.minLength(1, M.comment),
  v.maxLength(COMMENT_MAX, M.comment),
);

const boardImages = [
  { name: 'images', accept: 'image', maxCount: POST_LIMITS.imagesMax, purpose: 'board-image' },
] as const;
const deleted = v.object({ deleted: v.literal(true) });

export const boardRoutes = {
  boardList: defineRoute({
    method: 'GET',
    path: '/api/cs/board-list',
    group: 'cs',
    operationId: 'boardList',
    summary:
      "A channel's board: important posts first, then newest first, 10 a page; optional category and a search text in the title, content, author or all three.",
    access: 'public',
    query: v.object({
      channelId: Id,
      category: v.optional(BoardCategory),
      filter: v.optional(v.picklist(BOARD_FILTERS), 'all'),
      keyword: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(50))),
      page: Page,
      size: PageSize(PAGE_SIZES.items),
    }),
    response: BoardPage,
  }),
  boardDetail: defineRoute({
    method: 'GET',
    path: '/api/cs/board-detail',
    group: 'cs',
    operationId: 'boardDetail',
    summary: 'One board post; each call counts a view. 404 when deleted, unknown or of another brand.',
    access: 'public',
    query: v.object({ boardId: Id }),
    response: BoardPost,
  }),
  boardWrite: defineRoute({
    method: 'POST',
    path: '/api/cs/board-write',
    group: 'cs',
    operationId: 'boardWrite',
    summary: "Writes a post on a channel's board with up to 5 images, if the board's settings let the caller write.",
    access: 'member',
    bodyType: 'multipart',
    body: v.object({
      channelId: Id,
      category: v.optional(BoardCategory, BOARD_CATEGORIES.free),
      title: PostTitle(M.title),
      content: PostContent(M.content),
    }),
    files: boardImages,
    response: BoardPost,
    status: 201,
  }),
  boardUpdate: defineRoute({
    method: 'PUT',
    path: '/api/cs/board-update',
    group: 'cs',
    operationId: 'boardUpdate',
    summary:
      'Edits a post (its author, or who runs the channel): keeps the images named in keepImageIds (all when absent) and adds new ones, 5 at most.',
    access: 'member',
    bodyType: 'multipart',
    body: v.object({
      boardId: Id,
      category: v.optional(BoardCategory),
      title: PostTitle(M.title),
      content: PostContent(M.content),
      keepImageIds: KeepImageIds,
    }),
    files: boardImages,
    response: BoardPost,
  }),
  boardDelete: defineRoute({
    method: 'DELETE',
    path: '/api/cs/board-delete/{id}',
    group: 'cs',
    operationId: 'boardDelete',
    summary: 'Deletes a post (its author, or who runs the channel).',
    access: 'member',
    params: v.object({ id: IdParam }),
    response: v.object({ boardId: v.number(), deleted: v.literal(true) }),
  }),
  boardCommentList: defineRoute({
    method: 'GET',
    path: '/api/cs/board-comment',
    group: 'cs',
    operationId: 'boardCommentList',
    summary:
      "A post's comments, oldest first, each with its replies (oldest first); a deleted or hidden comment that has replies is listed as removed, holding them.",
    access: 'public',
    query: v.object({ boardId: Id, page: Page, size: PageSize(20) }),
    response: BoardCommentPage,
  }),
  boardCommentWrite: defineRoute({
    method: 'POST',
    path: '/api/cs/board-comment',
    group: 'cs',
    operationId: 'boardCommentWrite',
    summary:
      "Comments on a post, if the board's settings let the caller comment; with parentCommentId, replies to a comment of the same post (404 when there is none, 400 when it is itself a reply), telling that comment's author.",
    access: 'member',
    body: v.object({
      boardId: Id,
      content: CommentContent,
      parentCommentId: v.optional(Id),
    }),
    response: BoardComment,
    status: 201,
  }),
  boardCommentUpdate: defineRoute({
    method: 'PUT',
    path: '/api/cs/board-comment/{commentId}',
    group: 'cs',
    operationId: 'boardCommentUpdate',
    summary:
      "Edits a comment's content (its author only; who runs the channel may delete it but not edit it). Answers the comment.",
    access: 'member',
    params: v.object({ commentId: IdParam }),
    body: v.object({ content: CommentContent }),
    response: BoardComment,
  }),
  boardCommentDelete: defineRoute({
    method: 'DELETE',
    path: '/api/cs/board-comment/{commentId}',
    group: 'cs',
    operationId: 'boardCommentDelete',
    summary: 'Deletes a comment (its author, or who runs the channel).',
    access: 'member',
    params: v.object({ commentId: IdParam }),
    response: deleted,
  }),
  boardLike: defineRoute({
    method: 'POST',
    path: '/api/cs/board-like',
    group: 'cs',
    operationId: 'boardLike',
    summary:
      'Likes or unlikes a post: liked true likes, false unlikes (a repeat changes nothing), absent toggles. Answers the like count.',
    access: 'member',
    body: v.object({ boardId: Id, liked: v.optional(v.boolean()) }),
    response: BoardLikeState,
  }),
  boardLikeCount: defineRoute({
    method: 'GET',
    path: '/api/cs/board-likeCount/{id}',
    group: 'cs',
    operationId: 'boardLikeCount',
    summary: "A post's like count and whether the caller liked it.",
    access: 'public',
    params: v.object({ id: IdParam }),
    response: BoardLikeState,
  }),
  boardLikeUsers: defineRoute({
    method: 'GET',
    path: '/api/cs/board-like-User/{id}',
    group: 'cs',
    operationId: 'boardLikeUsers',
    summary: 'Who liked a post, newest first.',
    access: 'public',
    params: v.object({ id: IdParam }),
    query: v.object({ page: Page, size: PageSize(20) }),
    response: BoardLikerPage,
  }),
  boardImportant: defineRoute({
    method: 'PUT',
    path: '/api/cs/board-important/{channelId}/{boardId}',
    group: 'cs',
    operationId: 'boardImportant',
    summary:
      'Pins or unpins a post above the others (important true or false; absent toggles). Who runs the channel only.',
    access: 'member',
    params: v.object({ channelId: ChannelIdParam, boardId: IdParam }),
    body: v.object({ important: v.optional(v.boolean()) }),
    response: v.object({ boardId: v.number(), important: v.boolean() }),
  }),
  boardSettingCheck: defineRoute({
    method: 'GET',
    path: '/api/cs/board-setting-check',
    group: 'cs',
    operationId: 'boardSettingCheck',
    summary: "A channel's board settings and whether the caller may write and comment there.",
    access: 'public',
    query: v.object({ channelId: Id }),
    response: BoardSettingCheck,
  }),
  boardSettingUpdate: defineRoute({
    method: 'PUT',
    path: '/api/cs/board-setting',
    group: 'cs',
    operationId: 'boardSettingUpdate',
    summary: "Changes who may write on a channel's board and whether members may comment. Who runs the channel only.",
    access: 'member',
    body: v.object({
      channelId: Id,
      writeAccess: v.optional(v.picklist(BOARD_WRITE_ACCESS)),
      commentsEnabled: v.optional(v.boolean()),
    }),
    response: BoardSettingCheck,
  }),
  findNewBoard: defineRoute({
    method: 'GET',
    path: '/api/guest/find-new-board',
    group: 'guest',
    operationId: 'findNewBoard',
    summary: "Has the channel's board posts the signed-in member has not read yet.",
    access: 'public',
    query: v.object({ channelId: Id }),
    response: NewBoardCheck,
  }),
  liveBoardCheck: defineRoute({
    method: 'POST',
    path: '/v4/api/lives/live-board-check',
    group: 'guest',
    operationId: 'liveBoardCheck',
    summary: 'For the live page: does the channel have a board, how many posts, and any the member has not read.',
    access: 'public',
    body: v.object({ channelId: Id }),
    response: LiveBoardCheck,
  }),
};
