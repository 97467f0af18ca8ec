import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { taxWithholdings, type Database } from '@onair/db';
import { csvFile } from '../../../platform/csv/csv-file';

/** The statement's columns, by language (docs/money.md, "Withholding statements"). */
const HEADERS = {
  ko: ['출금신청번호', '지급일시', '출금액', '수수료', '원천징수세액', '실지급액'],
  en: ['Withdrawal no.', 'Paid at', 'Gross', 'Fee', 'Tax withheld', 'Net'],
} as const;
const TOTAL = { ko: '합계', en: 'Total' } as const;

const KST_OFFSET_MS = 9 * 3_600_000;

/** The period's bounds in Korean time: a calendar month, or a calendar year without a month. */
export function statementPeriod(year: number, month?: number) {
  const from = new Date(Date.UTC(year, (month ?? 1) - 1, 1) - KST_OFFSET_MS);
  const to = new Date(month === undefined ? Date.UTC(year + 1, 0, 1) - KST_OFFSET_MS : Date.UTC(year, month, 1) - KST_OFFSET_MS);
  const label = month === undefined ? String(year) : `${year}-${String(month).padStart(2, '0')}`;
  return { from, to, label };
}

/** 2026-12-06 18:30 in Korean time. */
const koreanMinute = (at: Date) => new Date(at.getTime() + KST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/**
 * A streamer's paid withdrawals of the period, from the tax withheld recorded when each was paid:
 * the rows, their totals and the same as a CSV file with a total line.
 */
export async function withdrawStatement(
  db: Database,
  who: { memberId: number; brand: string; loginId: string },
  query: { year: number; month?: number | undefined; lang: 'ko' | 'en' },
) {
  const period = statementPeriod(query.year, query.month);
  const rows = await db
    .select()
    .from(taxWithholdings)
    .where(
      and(
        eq(taxWithholdings.memberId, who.memberId),
        eq(taxWithholdings.brand, who.brand),
        gte(taxWithholdings.paidAt, period.from),
        lt(taxWithholdings.paidAt, period.to),
      ),
    )
    .orderBy(asc(taxWithholdings.paidAt), asc(taxWithholdings.withdrawId));
  const totals = rows.reduce(
    (sum, row) => ({ gross: sum.gross + row.gross, fee: sum.fee + row.fee, withheld: sum.withheld + row.withheld, net: sum.net + row.net }),
    { gross: 0, fee: 0, withheld: 0, net: 0 },
  );
  const lines = rows.map((row) => [row.withdrawId, koreanMinute(row.paidAt), row.gross, row.fee, row.withheld, row.net]);
  lines.push([TOTAL[query.lang], '', totals.gross, totals.fee, totals.withheld, totals.net]);
  return {
    period: period.label,
    rows: rows.map((row) => ({
      withdrawId: row.withdrawId,
      paidAt: row.paidAt.toISOString(),
      gross: row.gross,
      fee: row.fee,
      withheld: row.withheld,
      net: row.net,
    })),
    totals,
    fileName: `${who.brand}-withholding-${who.loginId}-${period.label}.csv`,
    csv: csvFile(HEADERS[query.lang], lines),
  };
}
