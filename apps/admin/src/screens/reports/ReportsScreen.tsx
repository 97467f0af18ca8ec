import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { adminApi } from '@onair/api-client';
import type { ReportSummary } from '@onair/contracts';
import type * as v from 'valibot';
import { useFormatDateTime } from '@onair/i18n';
import { Button, SelectField } from '@onair/ui';
import { useConsoleT } from '../../i18n/use-console-t';
import { ServerTable } from '../../table/ServerTable';
import { useTableQuery } from '../../table/use-table-query';
import { BrandScopeNote } from '../shared/BrandScopeNote';
import { ScreenFrame } from '../shared/ScreenFrame';
import { StatusTabs } from '../shared/StatusTabs';
import { useOpenRow } from '../shared/use-queue-params';
import { ReportDialog } from './ReportDialog';
import {
  REPORT_STATUSES,
  REPORT_TARGETS,
  reasonKey,
  statusKey,
  targetKey,
  type ReportStatus,
  type ReportTarget,
} from './report-labels';

type Row = v.InferOutput<typeof ReportSummary>;
const column = createColumnHelper<Row>();

const asStatus = (value: string | undefined): ReportStatus =>
  REPORT_STATUSES.find((status) => status === value) ?? 'received';
const asTarget = (value: string | undefined): ReportTarget | undefined =>
  REPORT_TARGETS.find((target) => target === value);

/** The brand's reports by state, oldest first; a row opens the report with its content and decisions. */
export function ReportsScreen() {
  const t = useConsoleT();
  const formatDateTime = useFormatDateTime();
  const query = useTableQuery({ filters: ['status', 'targetType'], size: 20 });
  const status = asStatus(query.filters['status']);
  const targetType = asTarget(query.filters['targetType']);
  const result = adminApi.useAdminListReportsQuery({ status, targetType, page: query.page, size: query.size });
  const [openId, setOpenId] = useOpenRow('report');

  const columns = useMemo(
    () => [
      column.accessor('reportId', {
        header: () => t('console.reports.col.id'),
        cell: ({ getValue }) => <span className="font-mono text-xs">{`#${getValue()}`}</span>,
      }),
      column.accessor('createdAt', {
        header: () => t('console.reports.col.createdAt'),
        cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue())}</span>,
      }),
      column.accessor('targetType', {
        header: () => t('console.reports.col.target'),
        cell: ({ getValue }) => t(targetKey(getValue())),
      }),
      column.accessor('reason', {
        header: () => t('console.reports.col.reason'),
        cell: ({ getValue }) => t(reasonKey(getValue())),
      }),
      column.accessor('reporter', {
        header: () => t('console.reports.col.reporter'),
        cell: ({ getValue }) => getValue().nickname,
      }),
      column.accessor('status', {
        header: () => t('console.reports.col.status'),
        cell: ({ getValue }) => t(statusKey(getValue())),
      }),
      column.display({
        id: 'open',
        header: () => t('console.reports.col.open'),
        cell: ({ row }) => (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setOpenId(row.original.reportId)}
            aria-label={t('console.reports.openLabel', { id: row.original.reportId })}
          >
            {t('console.reports.open')}
          </Button>
        ),
      }),
    ],
    [t, formatDateTime, setOpenId],
  );

  return (
    <ScreenFrame title={t('console.reports.title')} lead={t('console.reports.lead')}>
      <BrandScopeNote />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <StatusTabs
          label={t('console.reports.states')}
          statuses={REPORT_STATUSES}
          selected={status}
          onSelect={(next) => query.setFilters({ ...query.filters, status: next })}
          labelOf={(value) => t(statusKey(value))}
        />
        <SelectField
          className="w-44"
          label={t('console.reports.target.label')}
          value={targetType ?? ''}
          onChange={(event) => query.setFilters({ ...query.filters, targetType: event.target.value })}
        >
          <option value="">{t('console.reports.target.any')}</option>
          {REPORT_TARGETS.map((target) => (
            <option key={target} value={target}>
              {t(targetKey(target))}
            </option>
          ))}
        </SelectField>
      </div>
      <ServerTable
        label={t('console.reports.title')}
        columns={columns}
        result={result}
        query={query}
        getRowId={(row) => String(row.reportId)}
        empty={t('console.reports.empty')}
      />
      {openId !== null && (
        <ReportDialog reportId={openId} onClose={() => setOpenId(null)} onDecided={() => void result.refetch()} />
      )}
    </ScreenFrame>
  );
}
