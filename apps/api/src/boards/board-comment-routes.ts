import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BOARD_MESSAGES, ERROR_CODES, boardRoutes } from '@onair/contracts';
import { boardComments, boardPosts, members, type Database } from '@onair/db';
import { registerRoute } from '../contract/register-route';
import { memberOf } from '../money/member-of';
import { ApiError } from '../errors';
import { authorOnly } from '../permissions/refusals';
import { boardRules, mayChange, mayComment } from './board-access';
import { visiblePost } from './board-post-routes';

const commentNotFound = () => new ApiError(404, ERROR_CODES.notFound, BOARD_MESSAGES.commentNotFound);

/** Comments on board posts; comment_count moves in the same transaction as the comment. */
export function boardCommentRoutesPlugin(app: FastifyInstance, db: Database) {
  registerRoute(app, boardRoutes.boardCommentList, async ({ query, request }) => {
    const { post, standing } = await visiblePost(db, query.boardId, request);
    const live = and(eq(boardComments.boardId, post.boardId), isNull(boardComments.deletedAt));
    const rows = await db
      .select({
        commentId: boardComments.commentId,
        boardId: boardComments.boardId,
        authorMemberId: boardComments.authorMemberId,
        authorNickname: members.nickname,
        content: boardComments.content,
        createdAt: boardComments.createdAt,
      })
      .from(boardComments)
      .innerJoin(members, eq(members.memberId, boardComments.authorMemberId))
      .where(live)
      .orderBy(asc(boardComments.commentId))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    const [total] = await db.select({ total: count() }).from(boardComments).where(live);
    const memberId = request.member?.memberId;
    return {
      items: rows.map(({ createdAt, ...row }) => ({
        ...row,
        createdAt: createdAt.toISOString(),
        canDelete: mayChange(standing, row.authorMemberId, memberId),
      })),
      page: query.page,
      size: query.size,
      total: Number(total?.total ?? 0),
    };
  });

  registerRoute(app, boardRoutes.boardCommentWrite, async ({ body, request }) => {
    const { post, standing } = await visiblePost(db, body.boardId, request);
    if (!mayComment(standing, await boardRules(db, post.channelId))) {
      throw new ApiError(403, ERROR_CODES.forbidden, BOARD_MESSAGES.commentNotAllowed);
    }
    const member = memberOf(request);
    const comment = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(boardComments)
        .values({ boardId: post.boardId, authorMemberId: member.memberId, content: body.content })
        .returning();
      await tx
        .update(boardPosts)
        .set({ commentCount: sql`${boardPosts.commentCount} + 1` })
        .where(eq(boardPosts.boardId, post.boardId));
      if (!created) throw new Error('comment not inserted');
      return created;
    });
    const [author] = await db
      .select({ nickname: members.nickname })
      .from(members)
      .where(eq(members.memberId, member.memberId));
    return {
      commentId: comment.commentId,
      boardId: comment.boardId,
      authorMemberId: comment.authorMemberId,
      authorNickname: author?.nickname ?? '',
      content: comment.content,
      createdAt: comment.createdAt.toISOString(),
      canDelete: true,
    };
  });

  registerRoute(app, boardRoutes.boardCommentDelete, async ({ params, request }) => {
    if (params.commentId > 2_147_483_647) throw commentNotFound();
    const [comment] = await db
      .select({ boardId: boardComments.boardId, authorMemberId: boardComments.authorMemberId })
      .from(boardComments)
      .where(and(eq(boardComments.commentId, params.commentId), isNull(boardComments.deletedAt)));
    if (!comment) throw commentNotFound();
    const { standing } = await visiblePost(db, comment.boardId, request).catch((error: unknown) => {
      // A comment under a deleted post, or on another brand's board, is as good as gone.
      if (error instanceof ApiError && error.statusCode === 404) throw commentNotFound();
      throw error;
    });
    if (!mayChange(standing, comment.authorMemberId, request.member?.memberId)) throw authorOnly();
    await db.transaction(async (tx) => {
      // Only the call that actually deletes it takes one off the count (two deletes at once count once).
      const removed = await tx
        .update(boardComments)
        .set({ deletedAt: sql`now()` })
        .where(and(eq(boardComments.commentId, params.commentId), isNull(boardComments.deletedAt)))
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
