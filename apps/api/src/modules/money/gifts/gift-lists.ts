import type { FastifyInstance } from 'fastify';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import { luvRoutes } from '@onair/contracts';
import { channels, giftReports, gifts, members, type Database } from '@onair/db';
import { registerRoute } from '../../../platform/http/register-route';
import { requireFeature } from '../../../platform/http/feature-gate';
import { memberOf } from '../../../platform/sessions/member-of';
import { offsetOf, pageOf } from '../paging';

type Paging = { page: number; size: number };

/** Gifts matching a filter, newest first, with the channel's name and the sender's nickname. */
async function giftPage(db: Database, filter: SQL, paging: Paging) {
  const rows = await db
    .select({
      giftId: gifts.giftId,
      channelId: gifts.channelId,
      channelName: channels.name,
      senderNickname: members.nickname,
      itemCode: gifts.itemCode,
      amount: gifts.amount,
      netAmount: gifts.netAmount,
      message: gifts.message,
      live: gifts.live,
      createdAt: gifts.createdAt,
      reportState: giftReports.state,
      reportedAt: giftReports.reportedAt,
    })
    .from(gifts)
    .innerJoin(channels, eq(channels.channelId, gifts.channelId))
    .innerJoin(members, eq(members.memberId, gifts.senderMemberId))
    .leftJoin(giftReports, eq(giftReports.giftId, gifts.giftId))
    .where(filter)
    .orderBy(desc(gifts.giftId))
    .limit(paging.size)
    .offset(offsetOf(paging));
  const [total] = await db.select({ value: count() }).from(gifts).where(filter);
  const items = rows.map(({ reportState, reportedAt, ...row }) => ({
    ...row,
    giftId: Number(row.giftId),
    createdAt: row.createdAt.toISOString(),
    mistakeReport: reportState && reportedAt ? { state: reportState as 'reported' | 'reversed' | 'refused', reportedAt: reportedAt.toISOString() } : null,
  }));
  return pageOf(items, paging, total?.value ?? 0);
}

/** GET /api/luv/received-list and /api/luv/sent-list. */
export function giftListRoutes(app: FastifyInstance, { db }: { db: Database }) {

  registerRoute(app, luvRoutes.receivedList, async ({ query, request }) => {
    requireFeature(request.brand, 'gifts');
    const { memberId } = memberOf(request);
    const [channel] = await db.select({ channelId: channels.channelId }).from(channels).where(eq(channels.ownerMemberId, memberId));
    // A member without a channel has received nothing.
    if (!channel) return pageOf([], query, 0);
    return giftPage(db, eq(gifts.channelId, channel.channelId), query);
  });

  registerRoute(app, luvRoutes.sentList, async ({ query, request }) => {
    requireFeature(request.brand, 'gifts');
    return giftPage(db, eq(gifts.senderMemberId, memberOf(request).memberId), query);
  });
}
