import { and, eq, sql } from 'drizzle-orm';
import { boardReads, type Database } from '@onair/db';

/** Records that the member has seen the channel's posts up to boardId; never moves backwards. */
export async function markRead(db: Database, channelId: number, memberId: number, boardId: number) {
  if (boardId < 1) return;
  await db
    .insert(boardReads)
    .values({ channelId, memberId, lastReadBoardId: boardId })
    .onConflictDoUpdate({
      target: [boardReads.channelId, boardReads.memberId],
      set: { lastReadBoardId: sql`greatest(${boardReads.lastReadBoardId}, excluded.last_read_board_id)` },
    });
}

export async function lastRead(db: Database, channelId: number, memberId: number) {
  const [row] = await db
    .select({ lastReadBoardId: boardReads.lastReadBoardId })
    .from(boardReads)
    .where(and(eq(boardReads.channelId, channelId), eq(boardReads.memberId, memberId)));
  return row?.lastReadBoardId ?? 0;
}
