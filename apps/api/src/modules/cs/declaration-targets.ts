import { and, eq, isNull } from 'drizzle-orm';
import type { DECLARATION_TARGETS } from '@onair/contracts';
import { boardComments, boardPosts, channels, members, type Database } from '@onair/db';
import { channelOwner, channelRepository, ofBrand } from '../directory/index';

type TargetType = (typeof DECLARATION_TARGETS)[number];

/**
 * Whether a report's target is something of the asking brand: a channel (a chat line is reported
 * by its room, the channel: a line has no number of its own), a member who signed up on the brand,
 * or a post or comment that is not deleted on one of its channels. Another brand's is no target here.
 */
export async function targetInBrand(db: Database, brand: string, type: TargetType, id: number): Promise<boolean> {
  if (type === 'channel' || type === 'chat') return (await channelRepository(db).ofBrand(id, brand)) !== null;
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
