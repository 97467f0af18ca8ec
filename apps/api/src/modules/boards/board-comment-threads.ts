import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { boardComments, members, type Database } from '@onair/db';
import { commentAnswer, commentColumns, type CommentPowers, type CommentRow } from './board-comment-queries';

const live = and(isNull(boardComments.deletedAt), isNull(boardComments.hiddenAt));

/** Whether the comment has a live reply (the inner table aliased, so the outer row is the parent). */
const liveReplyOf = (parent: SQL) =>
  sql`exists (select 1 from ${boardComments} as reply where reply.parent_comment_id = ${parent} and reply.deleted_at is null and reply.hidden_at is null)`;

/**
 * The comments on a post (not the replies), oldest first: the live ones, and a deleted or hidden
 * one that still has live replies, which stays to hold them.
 */
const listedOnPost = (boardId: number) =>
  and(
    eq(boardComments.boardId, boardId),
    isNull(boardComments.parentCommentId),
    or(live, liveReplyOf(sql`${boardComments.commentId}`)),
  );

/** A removed comment as listed: no author, no words, nothing to do with it. */
const removedAnswer = (row: CommentRow) => ({
  ...commentAnswer(
    { ...row, authorNickname: '', content: '', authorMemberId: 0 },
    { canEdit: false, canDelete: false },
  ),
  removed: true,
});

/**
 * One page of a post's comments, each with all its live replies (one level), and the counts: the
 * comments listed (for paging) and every live comment and reply (the post's 댓글 N).
 */
export async function commentThreads(
  db: Database,
  boardId: number,
  { page, size }: { page: number; size: number },
  powersOf: (row: CommentRow) => CommentPowers,
) {
  const where = listedOnPost(boardId);
  const rows = await db
    .select({
      ...commentColumns,
      gone: sql<boolean>`(${boardComments.deletedAt} is not null or ${boardComments.hiddenAt} is not null)`,
    })
    .from(boardComments)
    .innerJoin(members, eq(members.memberId, boardComments.authorMemberId))
    .where(where)
    .orderBy(asc(boardComments.commentId))
    .limit(size)
    .offset((page - 1) * size);
  const ids = rows.map((row) => row.commentId);
  const replies =
    ids.length === 0
      ? []
      : await db
          .select(commentColumns)
          .from(boardComments)
          .innerJoin(members, eq(members.memberId, boardComments.authorMemberId))
          .where(and(inArray(boardComments.parentCommentId, ids), live))
          .orderBy(asc(boardComments.commentId));
  const [total] = await db.select({ value: count() }).from(boardComments).where(where);
  const [all] = await db
    .select({ value: count() })
    .from(boardComments)
    .where(and(eq(boardComments.boardId, boardId), live));
  return {
    items: rows.map(({ gone, ...row }) => ({
      ...(gone ? removedAnswer(row) : commentAnswer(row, powersOf(row))),
      replies: replies
        .filter((reply) => reply.parentCommentId === row.commentId)
        .map((reply) => commentAnswer(reply, powersOf(reply))),
    })),
    total: Number(total?.value ?? 0),
    commentCount: Number(all?.value ?? 0),
  };
}
