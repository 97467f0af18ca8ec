import { sql } from 'drizzle-orm';
import type { Database } from '@onair/db';
import { READS } from './config';

const rowsOf = async <Row>(db: Database, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/**
 * A realistic brand for the reads: READS.channels channels on onair, each with a description, images
 * and its owner; the first READS.live of them live (HLS, a broadcast title, viewers), and
 * READS.follows follows from viewers spread over them.
 */
export async function seedReadsBench(db: Database) {
  const owners = await rowsOf<{ member_id: number }>(
    db,
    sql`insert into members (login_id, nickname, brand)
        select 'rs' || g, '스트리머' || g, 'onair' from generate_series(1, ${READS.channels}::integer) g
        returning member_id`,
  );
  const ownerIds = owners.map((row) => Number(row.member_id));
  const channels = await rowsOf<{ channel_id: number; is_live: boolean }>(
    db,
    sql`insert into channels (owner_member_id, name, description, profile_image_url, thumbnail_url,
                              is_live, live_title, player, viewer_count, live_started_at)
        select m, '채널 ' || i,
               '매일 저녁 방송합니다. 채널 ' || i || '의 소개글입니다. 팔로우 부탁드려요!',
               '/api/uploads/profile-' || i || '.webp', '/api/uploads/thumb-' || i || '.webp',
               i <= ${READS.live}, case when i <= ${READS.live} then '오늘의 방송 ' || i end,
               case when i <= ${READS.live} then 'HLS' end,
               case when i <= ${READS.live} then (1000 - i) * 7 else 0 end,
               case when i <= ${READS.live} then now() - interval '1 hour' end
        from unnest(${`{${ownerIds.join(',')}}`}::integer[]) with ordinality as o(m, i)
        returning channel_id, is_live`,
  );
  const viewers = await rowsOf<{ member_id: number }>(
    db,
    sql`insert into members (login_id, nickname, brand)
        select 'rv' || g, '시청자' || g, 'onair' from generate_series(1, 500) g
        returning member_id`,
  );
  const viewerIds = viewers.map((row) => Number(row.member_id));
  const channelIds = channels.map((row) => Number(row.channel_id));
  await db.execute(sql`
    insert into follows (member_id, channel_id)
    select distinct v[1 + (g % array_length(v, 1))], c[1 + ((g * 7) % array_length(c, 1))]
    from generate_series(1, ${READS.follows}::integer) g,
         (select ${`{${viewerIds.join(',')}}`}::integer[] as v, ${`{${channelIds.join(',')}}`}::integer[] as c) ids
    on conflict do nothing`);
  // Statistics as autovacuum would have them on a running site; without them the planner takes these tables for empty.
  await db.execute(sql`analyze`);
  return {
    all: channelIds,
    live: channels.filter((row) => row.is_live).map((row) => Number(row.channel_id)),
  };
}
