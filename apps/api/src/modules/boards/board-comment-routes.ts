import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BOARD_MESSAGES, ERROR_CODES, boardRoutes } from '@onair/contracts';
import { boardComments, boardPosts, type Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { memberOf } from '../../platform/sessions/member-of';
import { ApiError, validationError } from '../../platform/http/errors';
import { authorOnly } from '../../platform/permissions/refusals';
import { boardRules, mayComment, mayDelete, mayEditComment } from './board-access';
import { commentAnswer, commentNotFound, findComment, visibleComment } from './board-comment-queries';
import { commentThreads } from './board-comment-threads';
import { visiblePost } from './board-post-routes';

/**
 * The comment a reply answers: a live comment of the same post, itself not a reply (one level).
 * Another post's comment (another brand's too: the post was found in the caller's brand) is as good
 * as gone.
 */
async function replyTarget(db: Database, commentId: number, boardId: number) {
  const parent = await findComment(db, commentId);
  if (!parent || parent.boardId !== boardId) throw commentNotFound();
  if (parent.parentCommentId !== null) {
    throw validationError([{ field: 'parentCommentId', in: 'body', message: BOARD_MESSAGES.replyToReply }]);
  }
  return parent;
}

/**
 * Comments on board posts and one level of replies to them; comment_count (every live comment and
 * reply) moves in the same transaction as the comment.
 */
export function boardCommentRoutesPlugin(app: FastifyInstance, db: Database) {
  registerRoute(app, boardRoutes.boardCommentList, async ({ query, request }) => {
    const { post, standing } = await visiblePost(db, query.boardId, request);
    const rules = await boardRules(db, post.channelId);
    const memberId = request.member?.memberId;
    const { items, total, commentCount } = await commentThreads(db, post.boardId, query, (row) => ({
      canEdit: mayEditComment(standing, rules, row.authorMemberId, memberId),
      canDelete: mayDelete(standing, row.authorMemberId, memberId),
    }));
    return { items, page: query.page, size: query.size, total, commentCount };
  });

  registerRoute(app, boardRoutes.boardCommentWrite, async ({ body, request }) => {
    const { post, standing } = await visiblePost(db, body.boardId, request);
    if (!mayComment(standing, await boardRules(db, post.channelId))) {
      throw new ApiError(403, ERROR_CODES.forbidden, 'board.commentNotAllowed');
    }
    const member = memberOf(request);
    const parent = body.parentCommentId === undefined ? null : await replyTarget(db, body.parentCommentId, post.boardId);
    const created = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(boardComments)
        .values({
          boardId: post.boardId,
          authorMemberId: member.memberId,
          content: body.content,
          parentCommentId: parent?.commentId ?? null,
        })
        .returning({ commentId: boardComments.commentId });
      await tx
        .update(boardPosts)
        .set({ commentCount: sql`${boardPosts.commentCount} + 1` })
        .where(eq(boardPosts.boardId, post.boardId));
      if (!inserted) throw new Error('comment not inserted');
      return inserted;
    });
    const comment = await findComment(db, created.commentId);
    if (!comment) throw new Error('comment not found after insert');
    // Its author is told, unless they answered themselves (docs/notifications.md).
    if (parent && parent.authorMemberId !== member.memberId) {
      app.notifier?.onReply(parent.authorMemberId, {
        commentId: comment.commentId,
        channelId: post.channelId,
        boardId: post.boardId,
        replierNickname: comment.authorNickname,
        content: comment.content,
      });
    }
    // The writer may comment here (checked above), so they may also edit what they just wrote.
    return commentAnswer(comment, { canEdit: true, canDelete: true });
  });

  registerRoute(app, boardRoutes.boardCommentDelete, async ({ params, request }) => {
    const { comment, standing } = await visibleComment(db, params.commentId, request);
    if (!mayDelete(standing, comment.authorMemberId, request.member?.memberId)) throw authorOnly();
    await db.transaction(async (tx) => {
      // Only the call that actually deletes it takes one off the count (two deletes at once count once).
      const removed = await tx
        .update(boardComments)
        .set({ deletedAt: sql`now()` })
        .where(and(eq(boardComments.commentId, params.commentId), isNull(boardComments.deletedAt), isNull(boardComments.hiddenAt)))
        .returning({ commentId: boardComments.commentId });
      if (removed.length > 0) {
        await tx
          .update(boardPosts)
          .set({ commentCount: sql`greatest(${boardPosts.commentCount} - 1, 0)` })
          .where(eq(boardPosts.boardId, comment.boardId));
      }
    });
    return { deleted: true as const };
  });
}
