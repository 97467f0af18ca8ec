import { BANKS } from '@onair/contracts';
import type { WithdrawalRow } from '@onair/db';
import { csvFile } from '../../../platform/csv/csv-file';

/** The bank transfer file's columns, in order (docs/money.md, "The bank transfer file"). */
export const TRANSFER_FILE_HEADER = ['순번', '은행코드', '은행명', '계좌번호', '예금주', '이체금액', '받는분통장표시', '출금신청번호'] as const;

/** What the recipient's bankbook shows: banks cut it at 7 Korean letters. */
export const BANKBOOK_NOTE_MAX = 7;

const bankName = (code: string) => BANKS.find((bank) => bank.code === code)?.name ?? code;

/** yyyyMMdd in Korean time. */
export function koreanDay(at: Date): string {
  return new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');
}

/**
 * One line per withdrawal, in withdrawal id order: the account in full, the net won to transfer,
 * and the brand's name on the recipient's bankbook, so the streamer recognises the deposit.
 */
export function transferFile(brand: { code: string; serviceName: string }, batchId: number, rows: readonly WithdrawalRow[], at: Date) {
  const note = [...brand.serviceName].slice(0, BANKBOOK_NOTE_MAX).join('');
  const lines = rows.map((row, index) => [
    index + 1,
    row.bankCode,
    bankName(row.bankCode),
    row.bankAccount,
    row.bankHolderName,
    row.payout,
    note,
    row.withdrawId,
  ]);
  return {
    fileName: `${brand.code}-payout-batch-${batchId}-${koreanDay(at)}.csv`,
    csv: csvFile(TRANSFER_FILE_HEADER, lines),
    rows: rows.length,
    net: rows.reduce((sum, row) => sum + row.payout, 0),
  };
}
