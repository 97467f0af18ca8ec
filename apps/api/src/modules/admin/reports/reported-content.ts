import { and, asc, between, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportDetail } from '@onair/contracts';
import { boardComments, boardPosts, channels, chatMessages, memberMessages, members, type Database } from '@onair/db';

type Reported = ReportDetail['reported'];
type Target = { targetType: string; targetId: number; targetSeq: number | null };

/** How many chat lines a moderator sees on each side of the reported one. */
export const CHAT_CONTEXT_LINES = 10;

const GONE: Reported = { kind: 'gone' };
const person = (memberId: number, nickname: string) => ({ memberId, nickname });

async function chatContext(db: Database, channelId: number, seq: number | null): Promise<Reported> {
  const [channel] = await db.select({ name: channels.name }).from(channels).where(eq(channels.channelId, channelId));
  if (!channel) return GONE;
  // A room report without a line shows the room's first lines: there is nothing to centre on.
  const centre = seq ?? 1;
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.channelId, channelId),
        between(chatMessages.seq, Math.max(1, centre - CHAT_CONTEXT_LINES), centre + CHAT_CONTEXT_LINES),
      ),
    )
    .orderBy(asc(chatMessages.seq));
  return {
    kind: 'chat',
    channelId,
    channelName: channel.name,
    lines: rows.map((row) => ({
      seq: row.seq,
      memberId: row.memberId,
      nickname: row.nickname,
      kind: row.kind,
      text: row.text,
      createdAt: row.createdAt.toISOString(),
      reported: row.seq === seq,
    })),
  };
}

async function post(db: Database, boardId: number): Promise<Reported> {
  const [row] = await db
    .select({ post: boardPosts, nickname: members.nickname })
    .from(boardPosts)
    .innerJoin(members, eq(members.memberId, boardPosts.authorMemberId))
    .where(eq(boardPosts.boardId, boardId));
  if (!row) return GONE;
  const { post: found } = row;
  return {
    kind: 'board',
    boardId,
    channelId: found.channelId,
    title: found.title,
    content: found.content,
    author: person(found.authorMemberId, row.nickname),
    hidden: found.hiddenAt !== null,
    deleted: found.deletedAt !== null,
    createdAt: found.createdAt.toISOString(),
  };
}

async function comment(db: Database, commentId: number): Promise<Reported> {
  const [row] = await db
    .select({ comment: boardComments, nickname: members.nickname, postTitle: boardPosts.title })
    .from(boardComments)
    .innerJoin(members, eq(members.memberId, boardComments.authorMemberId))
    .innerJoin(boardPosts, eq(boardPosts.boardId, boardComments.boardId))
    .where(eq(boardComments.commentId, commentId));
  if (!row) return GONE;
  const { comment: found } = row;
  return {
    kind: 'comment',
    commentId,
    boardId: found.boardId,
    postTitle: row.postTitle,
    content: found.content,
    author: person(found.authorMemberId, row.nickname),
    hidden: found.hiddenAt !== null,
    deleted: found.deletedAt !== null,
    createdAt: found.createdAt.toISOString(),
  };
}

async function channel(db: Database, channelId: number): Promise<Reported> {
  const [row] = await db
    .select({ name: channels.name, ownerMemberId: channels.ownerMemberId, nickname: members.nickname })
    .from(channels)
    .innerJoin(members, eq(members.memberId, channels.ownerMemberId))
    .where(eq(channels.channelId, channelId));
  return row ? { kind: 'channel', channelId, channelName: row.name, owner: person(row.ownerMemberId, row.nickname) } : GONE;
}

async function member(db: Database, memberId: number): Promise<Reported> {
  const [row] = await db
    .select({ nickname: members.nickname, loginId: members.loginId })
    .from(members)
    .where(eq(members.memberId, memberId));
  return row ? { kind: 'member', memberId, ...row } : GONE;
}

const senders = alias(members, 'senders');

async function message(db: Database, msgId: number): Promise<Reported> {
  const [row] = await db
    .select({ message: memberMessages, recipient: members.nickname, sender: senders.nickname })
    .from(memberMessages)
    .innerJoin(members, eq(members.memberId, memberMessages.recipientMemberId))
    .leftJoin(senders, eq(senders.memberId, memberMessages.senderMemberId))
    .where(eq(memberMessages.msgId, msgId));
  if (!row) return GONE;
  const { message: found } = row;
  return {
    kind: 'message',
    msgId,
    sender: found.senderMemberId === null ? null : person(found.senderMemberId, row.sender ?? ''),
    recipient: person(found.recipientMemberId, row.recipient),
    content: found.content,
    createdAt: found.createdAt.toISOString(),
  };
}

/**
 * The reported content as it is now, deleted or hidden included (a moderator judges what was
 * reported, not what is left): a report outlives its target, which then shows as gone.
 */
export function reportedContent(db: Database, { targetType, targetId, targetSeq }: Target): Promise<Reported> {
  switch (targetType) {
    case 'chat':
      return chatContext(db, targetId, targetSeq);
    case 'board':
      return post(db, targetId);
    case 'comment':
      return comment(db, targetId);
    case 'channel':
      return channel(db, targetId);
    case 'member':
      return member(db, targetId);
    case 'message':
      return message(db, targetId);
    default:
      return Promise.resolve(GONE);
  }
}
