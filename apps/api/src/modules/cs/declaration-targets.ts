import { and, eq, isNull, or } from 'drizzle-orm';
import type { DECLARATION_TARGETS } from '@onair/contracts';
import { boardComments, boardPosts, channels, chatMessages, memberMessages, members, type Database } from '@onair/db';
import { channelOwner, channelRepository, ofBrand } from '../directory/index';

type TargetType = (typeof DECLARATION_TARGETS)[number];

/**
 * Whether a report's target is something of the asking brand: a channel, a chat line (its room and
 * its sequence number there; the room alone when the line is not named), a member who signed up on
 * the brand, a post or comment that is not deleted on one of its channels, or a direct message the
 * reporter sent or received (no one reports a message they cannot read). Another brand's is no target here.
 */
export async function targetInBrand(
  db: Database,
  brand: string,
  reporter: number,
  { type, id, seq }: { type: TargetType; id: number; seq: number | null },
): Promise<boolean> {
  if (type === 'channel') return (await channelRepository(db).ofBrand(id, brand)) !== null;
  if (type === 'chat') return (await channelRepository(db).ofBrand(id, brand)) !== null && (seq === null || (await chatLineExists(db, id, seq)));
  if (type === 'message') return messageOf(db, id, reporter);
  if (type === 'member') {
    const [row] = await db.select({ id: members.memberId }).from(members).where(and(eq(members.memberId, id), eq(members.brand, brand)));
    return row !== undefined;
  }
  const [row] = await db
    .select({ id: boardPosts.boardId })
    .from(boardPosts)
    .innerJoin(channels, eq(channels.channelId, boardPosts.channelId))
    .innerJoin(members, channelOwner)
    .leftJoin(boardComments, eq(boardComments.boardId, boardPosts.boardId))
    .where(
      and(
        isNull(boardPosts.deletedAt),
        ofBrand(brand),
        type === 'board' ? eq(boardPosts.boardId, id) : and(eq(boardComments.commentId, id), isNull(boardComments.deletedAt)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

const MAX_ID = 2_147_483_647;

async function chatLineExists(db: Database, channelId: number, seq: number) {
  const [row] = await db
    .select({ seq: chatMessages.seq })
    .from(chatMessages)
    .where(and(eq(chatMessages.channelId, channelId), eq(chatMessages.seq, seq)));
  return row !== undefined;
}

/** A message of the reporter's own box (sent or received, not deleted on their side); a member's token is of one brand. */
async function messageOf(db: Database, msgId: number, reporter: number) {
  if (msgId > MAX_ID) return false;
  const [row] = await db
    .select({ id: memberMessages.msgId })
    .from(memberMessages)
    .where(
      and(
        eq(memberMessages.msgId, msgId),
        or(
          and(eq(memberMessages.recipientMemberId, reporter), isNull(memberMessages.recipientDeletedAt)),
          and(eq(memberMessages.senderMemberId, reporter), isNull(memberMessages.senderDeletedAt)),
        ),
      ),
    );
  return row !== undefined;
}
