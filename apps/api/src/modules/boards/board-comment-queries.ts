import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@onair/contracts';
import { boardComments, members, type Database } from '@onair/db';
import { ApiError } from '../../platform/http/errors';
import { requireBoards } from './board-access';
import { visiblePost } from './board-post-routes';

const MAX_ID = 2_147_483_647;

export const commentNotFound = () => new ApiError(404, ERROR_CODES.notFound, 'board.commentNotFound');

export const commentColumns = {
  commentId: boardComments.commentId,
  boardId: boardComments.boardId,
  authorMemberId: boardComments.authorMemberId,
  authorNickname: members.nickname,
  content: boardComments.content,
  parentCommentId: boardComments.parentCommentId,
  createdAt: boardComments.createdAt,
  updatedAt: boardComments.updatedAt,
};

/** What the caller may do with one comment. */
export type CommentPowers = { canEdit: boolean; canDelete: boolean };

export function commentAnswer({ createdAt, updatedAt, ...row }: CommentRow, powers: CommentPowers) {
  return { ...row, createdAt: createdAt.toISOString(), edited: updatedAt !== null, ...powers };
}

/** A comment not deleted, with its author's nickname; null otherwise. */
export async function findComment(db: Database, commentId: number) {
  if (commentId > MAX_ID) return null;
  const [row] = await db
    .select(commentColumns)
    .from(boardComments)
    .innerJoin(members, eq(members.memberId, boardComments.authorMemberId))
    .where(and(eq(boardComments.commentId, commentId), isNull(boardComments.deletedAt), isNull(boardComments.hiddenAt)));
  return row ?? null;
}
export type CommentRow = NonNullable<Awaited<ReturnType<typeof findComment>>>;

/**
 * A comment the caller can see, with its post and the caller's standing in the post's channel.
 * Boards switched off for the brand say so first; a comment under a deleted post, or on another
 * brand's board, is as good as gone.
 */
export async function visibleComment(db: Database, commentId: number, request: FastifyRequest) {
  requireBoards(request);
  const comment = await findComment(db, commentId);
  if (!comment) throw commentNotFound();
  const { post, standing } = await visiblePost(db, comment.boardId, request).catch((error: unknown) => {
    if (error instanceof ApiError && error.statusCode === 404) throw commentNotFound();
    throw error;
  });
  return { comment, post, standing };
}
