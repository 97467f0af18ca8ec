import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, boardRoutes } from '@onair/contracts';
import { boardComments, boardPosts, members, type Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { memberOf } from '../../platform/sessions/member-of';
import { ApiError } from '../../platform/http/errors';
import { authorOnly } from '../../platform/permissions/refusals';
import { boardRules, mayComment, mayDelete, mayEditComment } from './board-access';
import { commentAnswer, commentColumns, findComment, visibleComment } from './board-comment-queries';
import { visiblePost } from './board-post-routes';

/** Comments on board posts; comment_count moves in the same transaction as the comment. */
export function boardCommentRoutesPlugin(app: FastifyInstance, db: Database) {
  registerRoute(app, boardRoutes.boardCommentList, async ({ query, request }) => {
    const { post, standing } = await visiblePost(db, query.boardId, request);
    const rules = await boardRules(db, post.channelId);
    const live = and(eq(boardComments.boardId, post.boardId), isNull(boardComments.deletedAt), isNull(boardComments.hiddenAt));
    const rows = await db
      .select(commentColumns)
      .from(boardComments)
      .innerJoin(members, eq(members.memberId, boardComments.authorMemberId))
      .where(live)
      .orderBy(asc(boardComments.commentId))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    const [total] = await db.select({ total: count() }).from(boardComments).where(live);
    const memberId = request.member?.memberId;
    return {
      items: rows.map((row) =>
        commentAnswer(row, {
          canEdit: mayEditComment(standing, rules, row.authorMemberId, memberId),
          canDelete: mayDelete(standing, row.authorMemberId, memberId),
        }),
      ),
      page: query.page,
      size: query.size,
      total: Number(total?.total ?? 0),
    };
  });

  registerRoute(app, boardRoutes.boardCommentWrite, async ({ body, request }) => {
    const { post, standing } = await visiblePost(db, body.boardId, request);
    if (!mayComment(standing, await boardRules(db, post.channelId))) {
      throw new ApiError(403, ERROR_CODES.forbidden, 'board.commentNotAllowed');
    }
    const member = memberOf(request);
    const created = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(boardComments)
        .values({ boardId: post.boardId, authorMemberId: member.memberId, content: body.content })
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
