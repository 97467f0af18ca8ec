import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { channels, giftReports, gifts, members, type Database } from '@onair/db';
import type { GIFT_REPORT_STATES } from '@onair/contracts';
import type { Tx } from '../audit-writer';

type Reader = Database | Tx;
export type GiftReportState = (typeof GIFT_REPORT_STATES)[number];

const sender = alias(members, 'sender');
const recipient = alias(members, 'recipient');

/**
 * The recipient's received balance of the gift's item now, settled plus pending (as the ledger's
 * balance() counts it): what finance compares with the gift's net before reversing it.
 */
const recipientAvailable = sql<string>`coalesce((
  select a.balance + onair_ledger_pending(a.account_id, a.deferred)
  from ledger_accounts a
  where a.owner_member_id = ${recipient.memberId} and a.brand = ${gifts.brand} and a.kind = 'received' and a.item_code = ${gifts.itemCode}
), 0)`;

function reportRows(reader: Reader) {
  return reader
    .select({
      reportId: giftReports.reportId,
      giftId: giftReports.giftId,
      brand: giftReports.brand,
      state: giftReports.state,
      reportedAt: giftReports.reportedAt,
      decidedAt: giftReports.decidedAt,
      decisionReason: giftReports.decisionReason,
      senderMemberId: sender.memberId,
      senderNickname: sender.nickname,
      recipientMemberId: recipient.memberId,
      recipientNickname: recipient.nickname,
      channelName: channels.name,
      channelId: gifts.channelId,
      itemCode: gifts.itemCode,
      amount: gifts.amount,
      netAmount: gifts.netAmount,
      giftedAt: gifts.createdAt,
      recipientAvailable,
    })
    .from(giftReports)
    .innerJoin(gifts, eq(gifts.giftId, giftReports.giftId))
    .innerJoin(sender, eq(sender.memberId, giftReports.senderMemberId))
    .innerJoin(channels, eq(channels.channelId, gifts.channelId))
    .innerJoin(recipient, eq(recipient.memberId, channels.ownerMemberId));
}

export type GiftReportRecord = Awaited<ReturnType<ReturnType<typeof reportRows>['execute']>>[number];

export function giftReportView(row: GiftReportRecord) {
  return {
    reportId: Number(row.reportId),
    giftId: Number(row.giftId),
    brand: row.brand,
    state: row.state as GiftReportState,
    sender: { memberId: row.senderMemberId, nickname: row.senderNickname },
    recipient: { memberId: row.recipientMemberId, nickname: row.recipientNickname, channelName: row.channelName },
    itemCode: row.itemCode,
    amount: row.amount,
    netAmount: row.netAmount,
    giftedAt: row.giftedAt.toISOString(),
    reportedAt: row.reportedAt.toISOString(),
    recipientAvailable: Number(row.recipientAvailable),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionReason: row.decisionReason,
  };
}

/** One report of the brand (another brand's is not found); `lock` holds its row until the transaction ends. */
export async function findGiftReport(reader: Reader, reportId: number, brand: string, lock = false) {
  const where = and(eq(giftReports.reportId, reportId), eq(giftReports.brand, brand));
  if (lock) await reader.select({ id: giftReports.reportId }).from(giftReports).where(where).for('update');
  const [row] = await reportRows(reader).where(where);
  return row;
}

/** The brand's queue, oldest first, by state. */
export async function giftReportPage(
  db: Database,
  brand: string,
  query: { state?: GiftReportState | undefined; page: number; size: number },
) {
  const filter: SQL | undefined = and(
    eq(giftReports.brand, brand),
    query.state ? eq(giftReports.state, query.state) : undefined,
  );
  const rows = await reportRows(db)
    .where(filter)
    .orderBy(asc(giftReports.reportId))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  const [total] = await db.select({ value: count() }).from(giftReports).where(filter);
  return { items: rows.map(giftReportView), page: query.page, size: query.size, total: total?.value ?? 0 };
}
