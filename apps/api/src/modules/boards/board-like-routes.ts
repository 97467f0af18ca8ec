import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { boardRoutes } from '@onair/contracts';
import { boardLikes, boardPosts, members, type Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { memberOf } from '../../platform/sessions/member-of';
import { likedBy } from './board-queries';
import { visiblePost } from './board-post-routes';

/**
 * Likes: one row per member and post (its primary key), and like_count moves only when a row is
 * really inserted or deleted, in the same transaction, so a double click counts once.
 */
export function boardLikeRoutesPlugin(app: FastifyInstance, db: Database) {
  registerRoute(app, boardRoutes.boardLike, async ({ body, request }) => {
    const { post } = await visiblePost(db, body.boardId, request);
    const memberId = memberOf(request).memberId;
    const like = body.liked ?? !(await likedBy(db, post.boardId, memberId));
    const likeCount = await db.transaction(async (tx) => {
      const changed = like
        ? await tx
            .insert(boardLikes)
            .values({ boardId: post.boardId, memberId })
            .onConflictDoNothing()
            .returning({ boardId: boardLikes.boardId })
        : await tx
            .delete(boardLikes)
            .where(and(eq(boardLikes.boardId, post.boardId), eq(boardLikes.memberId, memberId)))
            .returning({ boardId: boardLikes.boardId });
      const step = changed.length === 0 ? 0 : like ? 1 : -1;
      const [row] = await tx
        .update(boardPosts)
        .set({ likeCount: sql`${boardPosts.likeCount} + ${step}` })
        .where(eq(boardPosts.boardId, post.boardId))
        .returning({ likeCount: boardPosts.likeCount });
      return row?.likeCount ?? 0;
    });
    return { boardId: post.boardId, liked: like, likeCount };
  });

  registerRoute(app, boardRoutes.boardLikeCount, async ({ params, request }) => {
    const { post } = await visiblePost(db, params.id, request);
    return {
      boardId: post.boardId,
      liked: await likedBy(db, post.boardId, request.member?.memberId),
      likeCount: post.likeCount,
    };
  });

  registerRoute(app, boardRoutes.boardLikeUsers, async ({ params, query, request }) => {
    const { post } = await visiblePost(db, params.id, request);
    const rows = await db
      .select({ memberId: boardLikes.memberId, nickname: members.nickname, likedAt: boardLikes.createdAt })
      .from(boardLikes)
      .innerJoin(members, eq(members.memberId, boardLikes.memberId))
      .where(eq(boardLikes.boardId, post.boardId))
      .orderBy(desc(boardLikes.createdAt), desc(boardLikes.memberId))
      .limit(query.size)
      .offset((query.page - 1) * query.size);
    const [total] = await db.select({ total: count() }).from(boardLikes).where(eq(boardLikes.boardId, post.boardId));
    return {
      items: rows.map((row) => ({ ...row, likedAt: row.likedAt.toISOString() })),
      page: query.page,
      size: query.size,
      total: Number(total?.total ?? 0),
    };
  });
}
