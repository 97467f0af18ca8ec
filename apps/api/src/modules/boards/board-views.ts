import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '@onair/db';
import { rowsOf } from '../../platform/ledger/sql-rows';

/** A reader counts again after this long, as Korean community boards do against reload inflation. */
export const VIEW_WINDOW_MINUTES = 60;

/** The member, or for a visitor the address they read from. */
export function viewerKeyOf(request: FastifyRequest): string {
  return request.member ? `m:${request.member.memberId}` : `a:${request.ip}`.slice(0, 80);
}

/**
 * Adds one view unless this reader was counted within the window; answers the post's count
 * either way. The claim and the count move in one statement, so two tabs of one reader opened at
 * once still count once. A reader not counted reads the count in a statement of its own: one tab
 * may have waited there on the other's view row, and its own statement's snapshot, taken before,
 * would show the count without the other's view (a locking read would see it, but would make
 * every reload of a popular post write a row lock).
 */
export async function countView(db: Database, boardId: number, viewerKey: string): Promise<number | null> {
  const [counted] = await rowsOf<{ view_count: number | null }>(
    db,
    sql`with seen as (
          insert into board_post_views (board_id, viewer_key) values (${boardId}, ${viewerKey})
          on conflict (board_id, viewer_key) do update set viewed_at = now()
            where board_post_views.viewed_at < now() - make_interval(mins => ${VIEW_WINDOW_MINUTES})
          returning 1
        ),
        counted as (
          update board_posts set view_count = view_count + 1
           where board_id = ${boardId} and exists (select 1 from seen)
          returning view_count
        )
        select (select view_count from counted) as view_count`,
  );
  const viewCount = counted?.view_count;
  if (viewCount !== null && viewCount !== undefined) return Number(viewCount);
  const [row] = await rowsOf<{ view_count: number }>(
    db,
    sql`select view_count from board_posts where board_id = ${boardId}`,
  );
  return row ? Number(row.view_count) : null;
}
