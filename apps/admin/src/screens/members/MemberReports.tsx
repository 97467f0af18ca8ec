import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { adminApi } from '@onair/api-client';
import { useFormatDateTime } from '@onair/i18n';
import { useCodeLabels } from '../../i18n/code-labels';
import { useConsoleT } from '../../i18n/use-console-t';
import { ServerTable } from '../../table/ServerTable';
import { useTableQuery } from '../../table/use-table-query';

type Report = adminApi.AdminMemberReportsApiResponse['items'][number];
const column = createColumnHelper<Report>();

/**
 * Reports against the member (or their channel), or by them, newest first, a page at a time from
 * the server; the page is in the query string under the side's name, apart from the other tables'.
 */
export function MemberReports({ memberId, side, label }: { memberId: string; side: 'against' | 'by'; label: string }) {
  const t = useConsoleT();
  const formatDateTime = useFormatDateTime();
  const labels = useCodeLabels();
  const query = useTableQuery({ size: 10, prefix: `reports-${side}` });
  const result = adminApi.useAdminMemberReportsQuery({ memberId, side, page: query.page, size: query.size });
  const columns = useMemo(
    () => [
      column.accessor('createdAt', {
        header: () => t('console.member.report.at'),
        cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue())}</span>,
      }),
      column.accessor('reporterMemberId', {
        header: () => t('console.member.report.reporter'),
        cell: ({ getValue }) => <span className="font-mono text-xs">{`#${getValue()}`}</span>,
      }),
      column.display({
        id: 'target',
        header: () => t('console.member.report.target'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{`${labels.reportTarget(row.original.targetType)} #${row.original.targetId}`}</span>
        ),
      }),
      column.accessor('content', {
        header: () => t('console.member.report.content'),
        cell: ({ getValue }) => (
          <span className="line-clamp-2 max-w-md break-words" title={getValue()}>
            {getValue() || t('console.member.none')}
          </span>
        ),
      }),
      column.accessor('status', {
        header: () => t('console.member.report.status'),
        cell: ({ getValue }) => labels.reportStatus(getValue()),
      }),
    ],
    [t, formatDateTime, labels],
  );
  return (
    <ServerTable
      label={label}
      columns={columns}
      result={result}
      query={query}
      getRowId={(report) => String(report.declarationId)}
      empty={t('console.member.report.none')}
    />
  );
}
