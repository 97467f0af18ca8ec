import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, boardRoutes } from '@onair/contracts';
import { boardComments, type Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import { authorOnly } from '../../platform/permissions/refusals';
import { boardRules, mayComment, mayDelete } from './board-access';
import { commentAnswer, commentNotFound, findComment, visibleComment } from './board-comment-queries';

/**
 * Editing a comment: its author only. Who runs the channel may delete someone's comment but not
 * change its words (as SOOP and CHZZK do), and on a board with comments off an author who does
 * not run the channel may no longer add words by editing either.
 */
export function boardCommentEditRoutePlugin(app: FastifyInstance, db: Database) {
  registerRoute(app, boardRoutes.boardCommentUpdate, async ({ params, body, request }) => {
    const { comment, post, standing } = await visibleComment(db, params.commentId, request);
    const memberId = request.member?.memberId;
    if (memberId !== comment.authorMemberId) throw authorOnly();
    if (!mayComment(standing, await boardRules(db, post.channelId))) {
      throw new ApiError(403, ERROR_CODES.forbidden, 'board.commentNotAllowed');
    }
    const changed = await db
      .update(boardComments)
      // Saving the same words again is not an edit: the comment is not marked 수정됨 for it.
      .set({
        content: body.content,
        updatedAt: sql`case when ${boardComments.content} = ${body.content} then ${boardComments.updatedAt} else now() end`,
      })
      .where(and(eq(boardComments.commentId, comment.commentId), isNull(boardComments.deletedAt), isNull(boardComments.hiddenAt)))
      .returning({ commentId: boardComments.commentId });
    // Deleted between the read and the write.
    const updated = changed.length > 0 ? await findComment(db, comment.commentId) : null;
    if (!updated) throw commentNotFound();
    return commentAnswer(updated, {
      canEdit: true,
      canDelete: mayDelete(standing, comment.authorMemberId, memberId),
    });
  });
}
