import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import { channels, declarations, follows, inquiries, ledgerAccounts, memberSanctions, type Database } from '@onair/db';
import { CURRENCY_ITEM } from '../../../platform/ledger/accounts';
import { memberOfBrand } from './member-lookup';
import { adminMemberView } from './member-view';
import { sanctionView } from './sanction-view';

/** How many reports and inquiries the member page shows; the queues of the console hold the rest. */
const RECENT = 50;

type DeclarationRow = typeof declarations.$inferSelect;
const reportView = (row: DeclarationRow) => ({
  declarationId: row.declarationId,
  reporterMemberId: row.reporterMemberId,
  targetType: row.targetType,
  targetId: row.targetId,
  reason: row.reason,
  content: row.content,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

async function channelOf(db: Database, memberId: number) {
  const [channel] = await db
    .select({ channelId: channels.channelId, name: channels.name, isLive: channels.isLive })
    .from(channels)
    .where(eq(channels.ownerMemberId, memberId));
  if (!channel) return null;
  const [followers] = await db.select({ value: count() }).from(follows).where(eq(follows.channelId, channel.channelId));
  return { ...channel, followers: followers?.value ?? 0 };
}

/** Everything the member page shows but the wallet's movements (paged on their own). */
export async function memberDetail(db: Database, memberId: number, brand: string, now: Date) {
  const row = await memberOfBrand(db, memberId, brand);
  const channel = await channelOf(db, memberId);
  const againstThem = or(
    and(eq(declarations.targetType, 'member'), eq(declarations.targetId, memberId)),
    channel ? and(eq(declarations.targetType, 'channel'), eq(declarations.targetId, channel.channelId)) : undefined,
  );
  const ofBrand = and(eq(declarations.brand, brand), isNull(declarations.deletedAt));
  const [[followed], [wallet], sanctions, reportsAgainst, reportsBy, inquiryRows] = await Promise.all([
    db.select({ value: count() }).from(follows).where(eq(follows.memberId, memberId)),
    db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.ownerMemberId, memberId),
          eq(ledgerAccounts.kind, 'wallet'),
          eq(ledgerAccounts.itemCode, CURRENCY_ITEM),
        ),
      ),
    db.select().from(memberSanctions).where(eq(memberSanctions.memberId, memberId)).orderBy(desc(memberSanctions.id)),
    db
      .select()
      .from(declarations)
      .where(and(ofBrand, againstThem))
      .orderBy(desc(declarations.declarationId))
      .limit(RECENT),
    db
      .select()
      .from(declarations)
      .where(and(ofBrand, eq(declarations.reporterMemberId, memberId)))
      .orderBy(desc(declarations.declarationId))
      .limit(RECENT),
    db
      .select()
      .from(inquiries)
      .where(and(eq(inquiries.memberId, memberId), isNull(inquiries.deletedAt)))
      .orderBy(desc(inquiries.inquiryId))
      .limit(RECENT),
  ]);
  return {
    member: adminMemberView(row, now),
    channel,
    follows: followed?.value ?? 0,
    walletBalance: Number(wallet?.balance ?? 0),
    sanctions: sanctions.map((sanction) => sanctionView(sanction, now)),
    reportsAgainst: reportsAgainst.map(reportView),
    reportsBy: reportsBy.map(reportView),
    inquiries: inquiryRows.map((inquiry) => ({
      inquiryId: inquiry.inquiryId,
      category: inquiry.category,
      title: inquiry.title,
      status: inquiry.status,
      createdAt: inquiry.createdAt.toISOString(),
      answeredAt: inquiry.answeredAt?.toISOString() ?? null,
    })),
  };
}
