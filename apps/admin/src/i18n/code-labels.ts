import { useMemo } from 'react';
import { DECLARATION_STATUSES, DECLARATION_TARGETS, INQUIRY_STATUSES } from '@onair/contracts';
import { useConsoleT, type ConsoleMessageKey } from './use-console-t';

/**
 * The ledger's reasons for a movement (libs/server/ledger `LedgerReason`, the ledger_transactions
 * reason column). A reason added there and not here is shown as its code until it is named here.
 */
export const LEDGER_REASONS = [
  'payment',
  'refund',
  'gift',
  'item_purchase',
  'item_use',
  'subscription',
  'withdrawal',
  'coupon',
  'exchange',
  'adjustment',
] as const;

const isOneOf = <Code extends string>(codes: readonly Code[], code: string): code is Code =>
  (codes as readonly string[]).includes(code);

/**
 * The one place the console turns the API's stored codes into words (console.code.*, and the report
 * and inquiry states the queues name): ledger reasons, report states and targets, inquiry states.
 * A code the console does not know is shown as it came, never hidden.
 */
export function useCodeLabels() {
  const t = useConsoleT();
  return useMemo(() => {
    const label =
      <Code extends string>(codes: readonly Code[], key: (code: Code) => ConsoleMessageKey) =>
      (code: string) =>
        isOneOf(codes, code) ? t(key(code)) : code;
    return {
      ledgerReason: label(LEDGER_REASONS, (code) => `console.code.ledger.${code}`),
      reportStatus: label(DECLARATION_STATUSES, (code) => `console.reports.status.${code}`),
      reportTarget: label(DECLARATION_TARGETS, (code) => `console.reports.target.${code}`),
      inquiryStatus: label(INQUIRY_STATUSES, (code) => `console.inquiries.status.${code}`),
    };
  }, [t]);
}
