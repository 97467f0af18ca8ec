import { sql } from 'drizzle-orm';
import type { StreamHealth } from '@onair/contracts';
import type { Database } from '@onair/db';

/**
 * Keeps what a media node measured of its live broadcasts (its heartbeat's health), one statement
 * per heartbeat whatever the number of broadcasts. Only broadcasts still live on that node take it,
 * so a late heartbeat never writes over a broadcast another node carries now, or one that ended.
 */
export async function recordStreamHealth(
  db: Database,
  nodeId: string,
  reports: readonly { broadcastId: number; health: StreamHealth }[],
): Promise<void> {
  if (reports.length === 0) return;
  const json = JSON.stringify(reports.map(({ broadcastId, health }) => ({ broadcast_id: broadcastId, health })));
  await db.execute(sql`
    update broadcasts b set health = r.health, health_at = now()
      from jsonb_to_recordset(${json}::jsonb) as r(broadcast_id integer, health jsonb)
     where b.broadcast_id = r.broadcast_id and b.media_node = ${nodeId} and b.ended_at is null`);
}
