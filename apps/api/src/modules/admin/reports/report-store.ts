import { and, asc, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { ReportDetail } from '@onair/contracts';
import { declarations, members, type Database } from '@onair/db';
import type { UploadRecords } from '../../../platform/uploads/upload-records';
import type { Tx } from '../audit-writer';
import { reportedContent } from './reported-content';

export type ReportRow = typeof declarations.$inferSelect;
type Summary = Omit<ReportDetail, 'content' | 'attachments' | 'decisionReason' | 'reported'>;

/** Reports still open: a moderator may take them into review or decide them. */
export const OPEN_REPORT_STATUSES = ['received', 'reviewing'] as const;

const summaryOf = (row: ReportRow, nickname: string): Summary => ({
  reportId: row.declarationId,
  brand: row.brand,
  targetType: row.targetType as Summary['targetType'],
  targetId: row.targetId,
  targetSeq: row.targetSeq,
  reason: row.reason,
  status: row.status as Summary['status'],
  outcome: row.outcome as Summary['outcome'],
  reporter: { memberId: row.reporterMemberId, nickname },
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** A brand's reports, not withdrawn, oldest first: the queue is worked from its front. */
export async function reportPage(
  db: Database,
  brand: string,
  query: { status?: string | undefined; targetType?: string | undefined; page: number; size: number },
) {
  const where = and(
    eq(declarations.brand, brand),
    isNull(declarations.deletedAt),
    query.status === undefined ? undefined : eq(declarations.status, query.status),
    query.targetType === undefined ? undefined : eq(declarations.targetType, query.targetType),
  ) as SQL;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: declarations, nickname: members.nickname })
      .from(declarations)
      .innerJoin(members, eq(members.memberId, declarations.reporterMemberId))
      .where(where)
      .orderBy(asc(declarations.createdAt), asc(declarations.declarationId))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ value: count() }).from(declarations).where(where),
  ]);
  return {
    items: rows.map(({ row, nickname }) => summaryOf(row, nickname)),
    page: query.page,
    size: query.size,
    total: total?.value ?? 0,
  };
}

/** A report of this brand not withdrawn, locked for the rest of the transaction when asked in one. */
export async function findReport(db: Database | Tx, reportId: number, brand: string, lock = false) {
  const query = db
    .select()
    .from(declarations)
    .where(and(eq(declarations.declarationId, reportId), eq(declarations.brand, brand), isNull(declarations.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function reportDetail(db: Database, records: UploadRecords, row: ReportRow): Promise<ReportDetail> {
  const [[reporter], attachments, reported] = await Promise.all([
    db.select({ nickname: members.nickname }).from(members).where(eq(members.memberId, row.reporterMemberId)),
    records.attachments(row.attachmentIds),
    reportedContent(db, row),
  ]);
  return {
    ...summaryOf(row, reporter?.nickname ?? ''),
    content: row.content,
    attachments,
    decisionReason: row.decisionReason,
    reported,
  };
}
