import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { adminApi } from '@onair/api-client';
import { useFormatDateTime } from '@onair/i18n';
import { Button } from '@onair/ui';
import { useConsoleT } from '../../i18n/use-console-t';
import { ServerTable } from '../../table/ServerTable';
import { useTableQuery } from '../../table/use-table-query';
import { BrandScopeNote } from '../shared/BrandScopeNote';
import { ScreenFrame } from '../shared/ScreenFrame';
import { StatusTabs } from '../shared/StatusTabs';
import { RefuseGiftDialog, ReverseGiftDialog } from './DecideGiftDialogs';
import {
  alreadyWithdrawn,
  GIFT_REPORT_STATES,
  giftReportStateKey,
  type GiftReport,
  type GiftReportState,
} from './gift-report-labels';

type Open = { kind: 'reverse' | 'refuse'; report: GiftReport } | null;

const column = createColumnHelper<GiftReport>();
const asState = (value: string | undefined): GiftReportState =>
  GIFT_REPORT_STATES.find((state) => state === value) ?? 'reported';

/**
 * Finance's queue of gifts their senders reported as mistakes within the window, oldest first:
 * both members, the gift and what the recipient still holds; reverse (through the ledger) or refuse.
 */
export function GiftReportsScreen() {
  const t = useConsoleT();
  const formatDateTime = useFormatDateTime();
  const query = useTableQuery({ filters: ['state'], size: 20 });
  const state = asState(query.filters['state']);
  const result = adminApi.useAdminListGiftReportsQuery({ state, page: query.page, size: query.size });
  const [open, setOpen] = useState<Open>(null);
  const done = () => {
    setOpen(null);
    void result.refetch();
  };

  const columns = useMemo(
    () => [
      column.accessor('reportedAt', {
        header: () => t('console.giftReports.col.reportedAt'),
        cell: ({ row, getValue }) => (
          <span className="flex flex-col whitespace-nowrap">
            <span>{formatDateTime(getValue())}</span>
            <span className="text-xs text-muted">
              {t('console.giftReports.giftedAt', { at: formatDateTime(row.original.giftedAt) })}
            </span>
          </span>
        ),
      }),
      column.accessor('sender', {
        header: () => t('console.giftReports.col.sender'),
        cell: ({ getValue }) => <span className="whitespace-nowrap font-medium">{getValue().nickname}</span>,
      }),
      column.accessor('recipient', {
        header: () => t('console.giftReports.col.recipient'),
        cell: ({ getValue }) => (
          <span className="flex flex-col whitespace-nowrap">
            <span className="font-medium">{getValue().nickname}</span>
            <span className="text-xs text-muted">{getValue().channelName}</span>
          </span>
        ),
      }),
      column.accessor('amount', {
        header: () => t('console.giftReports.col.amount'),
        cell: ({ row, getValue }) => (
          <span className="flex flex-col whitespace-nowrap tabular-nums">
            <span>{t('console.giftReports.amount', { amount: getValue(), item: row.original.itemCode })}</span>
            <span className="text-xs text-muted">{t('console.giftReports.net', { net: row.original.netAmount })}</span>
          </span>
        ),
      }),
      column.accessor('recipientAvailable', {
        header: () => t('console.giftReports.col.available'),
        cell: ({ row, getValue }) => (
          <span className="flex flex-col whitespace-nowrap tabular-nums">
            <span>{getValue().toLocaleString('ko-KR')}</span>
            {row.original.state === 'reported' && alreadyWithdrawn(row.original) && (
              <span className="text-xs font-medium text-danger">{t('console.giftReports.withdrawn')}</span>
            )}
          </span>
        ),
      }),
      column.accessor('state', {
        header: () => t('console.giftReports.col.state'),
        cell: ({ row, getValue }) => (
          <span className="flex flex-col">
            <span className="whitespace-nowrap">{t(giftReportStateKey(getValue()))}</span>
            {row.original.decisionReason && <span className="text-xs text-muted">{row.original.decisionReason}</span>}
          </span>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => t('console.giftReports.col.actions'),
        cell: ({ row }) =>
          row.original.state !== 'reported' ? null : (
            <span className="flex gap-1.5 whitespace-nowrap">
              <Button
                size="sm"
                disabled={alreadyWithdrawn(row.original)}
                onClick={() => setOpen({ kind: 'reverse', report: row.original })}
                aria-label={t('console.giftReports.reverseLabel', { sender: row.original.sender.nickname })}
              >
                {t('console.giftReports.reverse')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="text-danger!"
                onClick={() => setOpen({ kind: 'refuse', report: row.original })}
                aria-label={t('console.giftReports.refuseLabel', { sender: row.original.sender.nickname })}
              >
                {t('console.giftReports.refuse')}
              </Button>
            </span>
          ),
      }),
    ],
    [t, formatDateTime],
  );

  return (
    <ScreenFrame title={t('console.giftReports.title')} lead={t('console.giftReports.lead')}>
      <BrandScopeNote />
      <StatusTabs
        label={t('console.giftReports.states')}
        statuses={GIFT_REPORT_STATES}
        selected={state}
        onSelect={(next) => query.setFilters({ state: next })}
        labelOf={(value) => t(giftReportStateKey(value))}
      />
      <ServerTable
        label={t('console.giftReports.title')}
        columns={columns}
        result={result}
        query={query}
        getRowId={(row) => String(row.reportId)}
        empty={t('console.giftReports.empty')}
      />
      {open?.kind === 'reverse' && (
        <ReverseGiftDialog report={open.report} onClose={() => setOpen(null)} onDone={done} />
      )}
      {open?.kind === 'refuse' && <RefuseGiftDialog report={open.report} onClose={() => setOpen(null)} onDone={done} />}
    </ScreenFrame>
  );
}
