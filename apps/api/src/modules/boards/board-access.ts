import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { BOARD_WRITE_ACCESS, ERROR_CODES } from '@onair/contracts';
import { boardSettings, type Database } from '@onair/db';
import { ApiError } from '../../platform/http/errors';
import { standingIn } from '../../platform/permissions/channel-access';
import { runsChannel, type ChannelStanding } from '../../platform/permissions/channel-role';

export type BoardWriteAccess = (typeof BOARD_WRITE_ACCESS)[number];
export type BoardRules = { writeAccess: BoardWriteAccess; commentsEnabled: boolean };

/** A channel without a board_settings row: every signed-in member may write and comment. */
export const DEFAULT_BOARD_RULES: BoardRules = { writeAccess: 'all', commentsEnabled: true };

/** 404 on a brand that switched boards off, so its routes do not half work. */
export function requireBoards(request: FastifyRequest) {
  if (!request.brand.features.boards) throw new ApiError(404, ERROR_CODES.notFound, 'board.boardsOff');
}

export async function boardRules(db: Database, channelId: number): Promise<BoardRules> {
  const [row] = await db
    .select({ writeAccess: boardSettings.writeAccess, commentsEnabled: boardSettings.commentsEnabled })
    .from(boardSettings)
    .where(eq(boardSettings.channelId, channelId));
  if (!row) return DEFAULT_BOARD_RULES;
  const writeAccess = (BOARD_WRITE_ACCESS as readonly string[]).includes(row.writeAccess)
    ? (row.writeAccess as BoardWriteAccess)
    : DEFAULT_BOARD_RULES.writeAccess;
  return { writeAccess, commentsEnabled: row.commentsEnabled };
}

/** Who runs the channel may always write and comment; members as the board's settings say; visitors never. */
export const mayWrite = (standing: ChannelStanding, rules: BoardRules) =>
  runsChannel(standing.role) || (standing.role === 'member' && rules.writeAccess === 'all');

export const mayComment = (standing: ChannelStanding, rules: BoardRules) =>
  runsChannel(standing.role) || (standing.role === 'member' && rules.commentsEnabled);

export const isAuthor = (authorMemberId: number, memberId: number | undefined) =>
  memberId !== undefined && memberId === authorMemberId;

/** Its author, or who runs the channel, may delete a post or comment. */
export const mayDelete = (standing: ChannelStanding, authorMemberId: number, memberId: number | undefined) =>
  runsChannel(standing.role) || isAuthor(authorMemberId, memberId);

/**
 * Only its author may edit a post, and only while they may write there: who runs the channel may
 * delete or pin someone else's post but never change what they wrote (as SOOP and Twitch do), so the
 * words under a name stay that member's; and on a board the owner closed to members, an author who
 * does not run the channel may no longer add words by editing either (as with comments).
 */
export const mayEditPost = (
  standing: ChannelStanding,
  rules: BoardRules,
  authorMemberId: number,
  memberId: number | undefined,
) => isAuthor(authorMemberId, memberId) && mayWrite(standing, rules);

/**
 * Only its author may edit a comment, and only while they may comment there: who runs the channel
 * may delete someone else's comment but not change its words.
 */
export const mayEditComment = (
  standing: ChannelStanding,
  rules: BoardRules,
  authorMemberId: number,
  memberId: number | undefined,
) => isAuthor(authorMemberId, memberId) && mayComment(standing, rules);

/** The caller's standing in a board's channel, with boards on for the brand. */
export async function boardStanding(db: Database, channelId: number, request: FastifyRequest) {
  requireBoards(request);
  return standingIn(db, channelId, request);
}
