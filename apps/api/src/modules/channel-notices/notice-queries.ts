import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { ChannelNotice } from '@onair/contracts';
import { channelNotices, channels, members, type Database } from '@onair/db';
import { alias } from 'drizzle-orm/pg-core';
import { attachmentsById, imagesOf } from './post-images';

const owners = alias(members, 'notice_channel_owner');

const noticeColumns = {
  noticeId: channelNotices.noticeId,
  channelId: channelNotices.channelId,
  authorMemberId: channelNotices.authorMemberId,
  authorNickname: members.nickname,
  title: channelNotices.title,
  content: channelNotices.content,
  important: channelNotices.important,
  imageIds: channelNotices.imageIds,
  createdAt: channelNotices.createdAt,
  updatedAt: channelNotices.updatedAt,
};

export type NoticeRow = Omit<ChannelNotice, 'images' | 'createdAt' | 'updatedAt'> & {
  imageIds: string[];
  createdAt: Date;
  updatedAt: Date;
};

async function withImages(db: Database, rows: NoticeRow[]): Promise<ChannelNotice[]> {
  const byId = await attachmentsById(
    db,
    rows.flatMap((row) => row.imageIds),
  );
  return rows.map(({ imageIds, createdAt, updatedAt, ...row }) => ({
    ...row,
    images: imagesOf(imageIds, byId),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  }));
}

/** A notice not deleted, on a channel of this brand; null otherwise. */
export async function findNotice(db: Database, noticeId: number, brand: string) {
  const [row] = await db
    .select(noticeColumns)
    .from(channelNotices)
    .innerJoin(members, eq(members.memberId, channelNotices.authorMemberId))
    .innerJoin(channels, eq(channels.channelId, channelNotices.channelId))
    .innerJoin(owners, eq(owners.memberId, channels.ownerMemberId))
    .where(and(eq(channelNotices.noticeId, noticeId), isNull(channelNotices.deletedAt), eq(owners.brand, brand)));
  return row ?? null;
}

export async function noticeAnswer(db: Database, row: NoticeRow): Promise<ChannelNotice> {
  const [notice] = await withImages(db, [row]);
  if (!notice) throw new Error('notice not answered');
  return notice;
}

/** Important notices first, then newest first. */
export async function noticePage(db: Database, channelId: number, page: { page: number; size: number }) {
  const live = and(eq(channelNotices.channelId, channelId), isNull(channelNotices.deletedAt));
  const rows = await db
    .select(noticeColumns)
    .from(channelNotices)
    .innerJoin(members, eq(members.memberId, channelNotices.authorMemberId))
    .where(live)
    .orderBy(desc(channelNotices.important), desc(channelNotices.createdAt), desc(channelNotices.noticeId))
    .limit(page.size)
    .offset((page.page - 1) * page.size);
  const [total] = await db.select({ total: count() }).from(channelNotices).where(live);
  return {
    items: await withImages(db, rows),
    page: page.page,
    size: page.size,
    total: Number(total?.total ?? 0),
  };
}
