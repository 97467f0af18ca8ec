import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { adminApi } from '@onair/api-client';
import { useFormatDateTime } from '@onair/i18n';
import { useCodeLabels } from '../../i18n/code-labels';
import { useConsoleT } from '../../i18n/use-console-t';
import { ServerTable } from '../../table/ServerTable';
import { useTableQuery } from '../../table/use-table-query';

type Entry = adminApi.AdminMemberLedgerApiResponse['items'][number];
const column = createColumnHelper<Entry>();

/** The wallet's movements, newest first, a page at a time (the page is in the query string). */
export function MemberLedger({ memberId }: { memberId: string }) {
  const t = useConsoleT();
  const formatDateTime = useFormatDateTime();
  const labels = useCodeLabels();
  const query = useTableQuery({ size: 20 });
  const result = adminApi.useAdminMemberLedgerQuery({ memberId, page: query.page, size: query.size });
  const columns = useMemo(
    () => [
      column.accessor('createdAt', {
        header: () => t('console.member.ledger.at'),
        cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue())}</span>,
      }),
      column.accessor('reason', {
        header: () => t('console.member.ledger.reason'),
        cell: ({ getValue }) => <span title={getValue()}>{labels.ledgerReason(getValue())}</span>,
      }),
      column.accessor('amount', {
        header: () => t('console.member.ledger.amount'),
        cell: ({ getValue }) => (
          <span className={`whitespace-nowrap font-medium ${getValue() < 0 ? 'text-danger' : 'text-success'}`}>
            {t('console.member.signedAmount', { amount: getValue() })}
          </span>
        ),
      }),
      column.accessor('channelName', {
        header: () => t('console.member.ledger.channel'),
        cell: ({ getValue }) => getValue() ?? t('console.member.none'),
      }),
      column.accessor('reference', {
        header: () => t('console.member.ledger.reference'),
        cell: ({ getValue }) => <span className="break-all font-mono text-xs text-muted">{getValue()}</span>,
      }),
    ],
    [t, formatDateTime, labels],
  );
  return (
    <ServerTable
      label={t('console.member.section.ledger')}
      columns={columns}
      result={result}
      query={query}
      getRowId={(entry) => String(entry.txId)}
      empty={t('console.member.ledger.none')}
    />
  );
}
