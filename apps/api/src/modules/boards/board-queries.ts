import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BOARD_FILTERS, BoardPost } from '@onair/contracts';
import { boardLikes, boardPosts, channels, members, type Database } from '@onair/db';
import { attachmentsById, imagesOf } from '../channel-notices/index';
import { containingPattern } from '../directory/index';

const owners = alias(members, 'board_channel_owner');

const summaryColumns = {
  boardId: boardPosts.boardId,
  channelId: boardPosts.channelId,
  category: boardPosts.category,
  title: boardPosts.title,
  authorMemberId: boardPosts.authorMemberId,
  authorNickname: members.nickname,
  important: boardPosts.important,
  likeCount: boardPosts.likeCount,
  commentCount: boardPosts.commentCount,
  viewCount: boardPosts.viewCount,
  imageCount: sql<number>`jsonb_array_length(${boardPosts.imageIds})::int`,
  createdAt: boardPosts.createdAt,
};

const postColumns = {
  ...summaryColumns,
  content: boardPosts.content,
  imageIds: boardPosts.imageIds,
  updatedAt: boardPosts.updatedAt,
};

const MAX_ID = 2_147_483_647;

/** A post not deleted, on a channel of this brand; null otherwise. */
export async function findPost(db: Database, boardId: number, brand: string) {
  if (boardId > MAX_ID) return null;
  const [row] = await db
    .select(postColumns)
    .from(boardPosts)
    .innerJoin(members, eq(members.memberId, boardPosts.authorMemberId))
    .innerJoin(channels, eq(channels.channelId, boardPosts.channelId))
    .innerJoin(owners, eq(owners.memberId, channels.ownerMemberId))
    .where(and(eq(boardPosts.boardId, boardId), isNull(boardPosts.deletedAt), isNull(boardPosts.hiddenAt), eq(owners.brand, brand)));
  return row ?? null;
}
export type PostRow = NonNullable<Awaited<ReturnType<typeof findPost>>>;

/** A post of this brand a moderator hid after a report (and its author did not delete). */
export async function isHiddenPost(db: Database, boardId: number, brand: string) {
  if (boardId > MAX_ID) return false;
  const [row] = await db
    .select({ boardId: boardPosts.boardId })
    .from(boardPosts)
    .innerJoin(channels, eq(channels.channelId, boardPosts.channelId))
    .innerJoin(owners, eq(owners.memberId, channels.ownerMemberId))
    .where(and(eq(boardPosts.boardId, boardId), isNull(boardPosts.deletedAt), isNotNull(boardPosts.hiddenAt), eq(owners.brand, brand)));
  return row !== undefined;
}

export async function likedBy(db: Database, boardId: number, memberId: number | undefined) {
  if (memberId === undefined) return false;
  const [row] = await db
    .select({ boardId: boardLikes.boardId })
    .from(boardLikes)
    .where(and(eq(boardLikes.boardId, boardId), eq(boardLikes.memberId, memberId)));
  return row !== undefined;
}

export async function postAnswer(
  db: Database,
  row: PostRow,
  caller: { liked: boolean; canEdit: boolean; canDelete: boolean },
): Promise<BoardPost> {
  const { imageIds, createdAt, updatedAt, ...post } = row;
  const byId = await attachmentsById(db, imageIds);
  return {
    ...post,
    images: imagesOf(imageIds, byId),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    ...caller,
  };
}

export type BoardSearch = {
  channelId: number;
  category?: number;
  filter: (typeof BOARD_FILTERS)[number];
  keyword?: string;
  page: number;
  size: number;
};

function searchCondition({ filter, keyword }: BoardSearch): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containingPattern(keyword);
  const byField = {
    title: ilike(boardPosts.title, pattern),
    content: ilike(boardPosts.content, pattern),
    author: ilike(members.nickname, pattern),
  };
  return filter === 'all' ? or(byField.title, byField.content, byField.author) : byField[filter];
}

/** Important posts first, then newest first. */
export async function postPage(db: Database, search: BoardSearch) {
  const where = and(
    eq(boardPosts.channelId, search.channelId),
    isNull(boardPosts.deletedAt), isNull(boardPosts.hiddenAt),
    search.category === undefined ? undefined : eq(boardPosts.category, search.category),
    searchCondition(search),
  );
  const rows = await db
    .select(summaryColumns)
    .from(boardPosts)
    .innerJoin(members, eq(members.memberId, boardPosts.authorMemberId))
    .where(where)
    .orderBy(desc(boardPosts.important), desc(boardPosts.createdAt), desc(boardPosts.boardId))
    .limit(search.size)
    .offset((search.page - 1) * search.size);
  const [total] = await db
    .select({ total: count() })
    .from(boardPosts)
    .innerJoin(members, eq(members.memberId, boardPosts.authorMemberId))
    .where(where);
  return {
    items: rows.map(({ createdAt, ...row }) => ({
      ...row,
      imageCount: Number(row.imageCount),
      createdAt: createdAt.toISOString(),
    })),
    page: search.page,
    size: search.size,
    total: Number(total?.total ?? 0),
  };
}

/** The newest post not deleted and how many there are: for find-new-board and the live page. */
export async function boardHead(db: Database, channelId: number) {
  const [row] = await db
    .select({ latestBoardId: sql<number>`coalesce(max(${boardPosts.boardId}), 0)::int`, postCount: count() })
    .from(boardPosts)
    .where(and(eq(boardPosts.channelId, channelId), isNull(boardPosts.deletedAt), isNull(boardPosts.hiddenAt)));
  return { latestBoardId: Number(row?.latestBoardId ?? 0), postCount: Number(row?.postCount ?? 0) };
}
