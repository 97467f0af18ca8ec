import { and, count, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import { channels, declarations, inquiries, type Database } from '@onair/db';

type DeclarationRow = typeof declarations.$inferSelect;
type InquiryRow = typeof inquiries.$inferSelect;
type Paging = { page: number; size: number };

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

const inquiryView = (row: InquiryRow) => ({
  inquiryId: row.inquiryId,
  category: row.category,
  title: row.title,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
});

/** Reports about the member: the member themselves, or their channel. */
async function aboutMember(db: Database, memberId: number): Promise<SQL | undefined> {
  const [channel] = await db
    .select({ channelId: channels.channelId })
    .from(channels)
    .where(eq(channels.ownerMemberId, memberId));
  return or(
    and(eq(declarations.targetType, 'member'), eq(declarations.targetId, memberId)),
    channel ? and(eq(declarations.targetType, 'channel'), eq(declarations.targetId, channel.channelId)) : undefined,
  );
}

/**
 * A page of the member's reports within the brand, newest first: those against them (or their
 * channel) or those they filed. The id orders them, so pages never overlap.
 */
export async function memberReports(
  db: Database,
  memberId: number,
  brand: string,
  { side, page, size }: Paging & { side: 'against' | 'by' },
) {
  const whose = side === 'by' ? eq(declarations.reporterMemberId, memberId) : await aboutMember(db, memberId);
  const where = and(eq(declarations.brand, brand), isNull(declarations.deletedAt), whose);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(declarations)
      .where(where)
      .orderBy(desc(declarations.declarationId))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ value: count() }).from(declarations).where(where),
  ]);
  return { items: rows.map(reportView), page, size, total: total?.value ?? 0 };
}

/** A page of the member's inquiries, newest first (a member belongs to one brand, so theirs are of it). */
export async function memberInquiries(db: Database, memberId: number, { page, size }: Paging) {
  const where = and(eq(inquiries.memberId, memberId), isNull(inquiries.deletedAt));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(inquiries)
      .where(where)
      .orderBy(desc(inquiries.inquiryId))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ value: count() }).from(inquiries).where(where),
  ]);
  return { items: rows.map(inquiryView), page, size, total: total?.value ?? 0 };
}
