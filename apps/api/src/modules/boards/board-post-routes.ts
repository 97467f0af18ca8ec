import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BOARD_MESSAGES, ERROR_CODES, boardRoutes } from '@onair/contracts';
import { boardPosts, type Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { memberOf } from '../../platform/sessions/member-of';
import { ApiError } from '../../platform/http/errors';
import { imagesAfterEdit } from '../channel-notices/index';
import { runsChannel, type ChannelStanding } from '../../platform/permissions/channel-role';
import { authorOnly, notAllowed } from '../../platform/permissions/refusals';
import { boardHead, findPost, isHiddenPost, likedBy, postAnswer, postPage, type PostRow } from './board-queries';
import { boardRules, boardStanding, isAuthor, mayDelete, mayEditPost, mayWrite, requireBoards } from './board-access';
import { markRead } from './board-reads';
import { countView, viewerKeyOf } from './board-views';

export const postNotFound = () => new ApiError(404, ERROR_CODES.notFound, 'board.notFound');
/** Still not there for members, but said so: the reader learns it was hidden by the operators, not lost. */
const postHidden = () => new ApiError(404, ERROR_CODES.notFound, 'board.hidden');

/** A post the caller can see: boards on for the brand, not deleted, on a channel of this brand. */
export async function visiblePost(db: Database, boardId: number, request: FastifyRequest) {
  requireBoards(request);
  const post = await findPost(db, boardId, request.brand.code);
  if (!post) throw (await isHiddenPost(db, boardId, request.brand.code)) ? postHidden() : postNotFound();
  const standing = await boardStanding(db, post.channelId, request);
  return { post, standing };
}

export function boardPostRoutesPlugin(app: FastifyInstance, db: Database) {
  async function answer(post: PostRow, request: FastifyRequest, standing: ChannelStanding) {
    const memberId = request.member?.memberId;
    return postAnswer(db, post, {
      liked: await likedBy(db, post.boardId, memberId),
      canEdit: mayEditPost(standing, await boardRules(db, post.channelId), post.authorMemberId, memberId),
      canDelete: mayDelete(standing, post.authorMemberId, memberId),
    });
  }

  registerRoute(app, boardRoutes.boardList, async ({ query, request }) => {
    await boardStanding(db, query.channelId, request);
    const page = await postPage(db, query);
    // Opening the board counts as reading what is on it, for find-new-board.
    if (request.member)
      await markRead(
        db,
        query.channelId,
        request.member.memberId,
        (await boardHead(db, query.channelId)).latestBoardId,
      );
    return page;
  });

  registerRoute(app, boardRoutes.boardDetail, async ({ query, request }) => {
    const { post, standing } = await visiblePost(db, query.boardId, request);
    const viewCount = await countView(db, post.boardId, viewerKeyOf(request));
    if (request.member) await markRead(db, post.channelId, request.member.memberId, post.boardId);
    return answer({ ...post, viewCount: viewCount ?? post.viewCount }, request, standing);
  });

  registerRoute(app, boardRoutes.boardWrite, async ({ body, files, request }) => {
    const standing = await boardStanding(db, body.channelId, request);
    if (!mayWrite(standing, await boardRules(db, body.channelId))) {
      throw new ApiError(403, ERROR_CODES.forbidden, 'board.writeNotAllowed');
    }
    const memberId = memberOf(request).memberId;
    const [created] = await db
      .insert(boardPosts)
      .values({
        channelId: body.channelId,
        authorMemberId: memberId,
        category: body.category,
        title: body.title,
        content: body.content,
        imageIds: (files['images'] ?? []).map((image) => image.uploadId),
      })
      .returning({ boardId: boardPosts.boardId });
    if (!created) throw new Error('board post not inserted');
    // Writing a post means having seen the board up to it.
    await markRead(db, body.channelId, memberId, created.boardId);
    const post = await findPost(db, created.boardId, request.brand.code);
    if (!post) throw postNotFound();
    return answer(post, request, standing);
  });

  registerRoute(app, boardRoutes.boardUpdate, async ({ body, files, request }) => {
    const { post, standing } = await visiblePost(db, body.boardId, request);
    if (!isAuthor(post.authorMemberId, request.member?.memberId)) throw authorOnly();
    if (!mayWrite(standing, await boardRules(db, post.channelId))) {
      throw new ApiError(403, ERROR_CODES.forbidden, 'board.writeNotAllowed');
    }
    const imageIds = imagesAfterEdit(post.imageIds, body.keepImageIds, files['images'] ?? [], BOARD_MESSAGES);
    await db
      .update(boardPosts)
      .set({
        title: body.title,
        content: body.content,
        ...(body.category !== undefined && { category: body.category }),
        imageIds,
        updatedAt: sql`now()`,
      })
      .where(eq(boardPosts.boardId, post.boardId));
    const updated = await findPost(db, post.boardId, request.brand.code);
    if (!updated) throw postNotFound();
    return answer(updated, request, standing);
  });

  registerRoute(app, boardRoutes.boardDelete, async ({ params, request }) => {
    const { post, standing } = await visiblePost(db, params.id, request);
    if (!mayDelete(standing, post.authorMemberId, request.member?.memberId)) throw authorOnly();
    await db
      .update(boardPosts)
      .set({ deletedAt: sql`now()` })
      .where(eq(boardPosts.boardId, post.boardId));
    return { boardId: post.boardId, deleted: true as const };
  });

  registerRoute(app, boardRoutes.boardImportant, async ({ params, body, request }) => {
    const standing = await boardStanding(db, params.channelId, request);
    if (!runsChannel(standing.role)) throw notAllowed();
    const post = await findPost(db, params.boardId, request.brand.code);
    if (!post || post.channelId !== params.channelId) throw postNotFound();
    const important = body.important ?? !post.important;
    await db.update(boardPosts).set({ important }).where(eq(boardPosts.boardId, post.boardId));
    return { boardId: post.boardId, important };
  });
}
