import { and, asc, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { LiveChannelRow, LiveChannelsQuery } from '@onair/contracts';
import { channels, members, type Database } from '@onair/db';
import type * as v from 'valibot';

type Query = v.InferOutput<typeof LiveChannelsQuery>;

const columns = {
  channelId: channels.channelId,
  title: sql<string>`coalesce(${channels.liveTitle}, ${channels.name})`,
  channelName: channels.name,
  memberId: members.memberId,
  loginId: members.loginId,
  nickname: members.nickname,
  isLive: channels.isLive,
  viewers: channels.viewerCount,
  startedAt: channels.liveStartedAt,
  adult: channels.adult,
  password: sql<boolean>`${channels.roomPasswordHash} is not null`,
  thumbnailUrl: channels.thumbnailUrl,
  suspendedAt: channels.suspendedAt,
  suspendedReason: channels.suspendedReason,
};

const selectRows = (db: Database) =>
  db.select(columns).from(channels).innerJoin(members, eq(members.memberId, channels.ownerMemberId));

type Row = Awaited<ReturnType<typeof selectRows>>[number];

function rowView(row: Row): LiveChannelRow {
  return {
    channelId: row.channelId,
    title: row.title,
    channelName: row.channelName,
    streamer: { memberId: row.memberId, loginId: row.loginId, nickname: row.nickname },
    isLive: row.isLive,
    viewers: row.viewers,
    startedAt: row.isLive && row.startedAt ? new Date(row.startedAt).toISOString() : null,
    adult: row.adult,
    password: Boolean(row.password),
    thumbnailUrl: row.isLive ? row.thumbnailUrl : null,
    suspension: row.suspendedAt
      ? { reason: row.suspendedReason ?? '', since: new Date(row.suspendedAt).toISOString() }
      : null,
  };
}

// A channel belongs to its owner's brand: every query is scoped by it, so another brand's is unknown here.
const ofBrand = (brand: string) => eq(members.brand, brand);

/** A page of the brand's live (or suspended) channels, sorted as asked; ties by channel id, so pages never overlap. */
export async function liveChannelPage(db: Database, brand: string, query: Query) {
  const where: SQL | undefined = and(
    ofBrand(brand),
    query.state === 'live' ? eq(channels.isLive, true) : isNotNull(channels.suspendedAt),
  );
  const direction = query.order === 'asc' ? asc : desc;
  const sortColumn = query.sort === 'viewers' ? channels.viewerCount : channels.liveStartedAt;
  const [items, [total]] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(direction(sortColumn), direction(channels.channelId))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db
      .select({ value: count() })
      .from(channels)
      .innerJoin(members, eq(members.memberId, channels.ownerMemberId))
      .where(where),
  ]);
  return { items: items.map(rowView), page: query.page, size: query.size, total: total?.value ?? 0 };
}

/** One channel of the brand as the console lists it, or null when it is unknown here. */
export async function liveChannelRow(db: Database, brand: string, channelId: number): Promise<LiveChannelRow | null> {
  const [row] = await selectRows(db).where(and(ofBrand(brand), eq(channels.channelId, channelId)));
  return row ? rowView(row) : null;
}
