import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { adminApi } from '@onair/api-client';
import { useFormatDateTime } from '@onair/i18n';
import { selectBrandChoice } from '../../app/console-slice';
import { useConsoleSelector } from '../../app/hooks';
import { useConsoleT, type ConsoleMessageKey } from '../../i18n/use-console-t';
import { ServerTable } from '../../table/ServerTable';
import { useTableQuery } from '../../table/use-table-query';
import { ScreenFrame } from '../shared/ScreenFrame';
import { AuditFilters } from './AuditFilters';
import { AUDIT_ACTIONS, AUDIT_FILTERS, AUDIT_TARGET_KINDS, auditArgs } from './audit-query';
import { ChangeView } from './ChangeView';

type Entry = adminApi.AdminAuditApiResponse['items'][number];
const column = createColumnHelper<Entry>();

const isKnownAction = (action: string): action is (typeof AUDIT_ACTIONS)[number] =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);
const isKnownTargetKind = (kind: string): kind is (typeof AUDIT_TARGET_KINDS)[number] =>
  (AUDIT_TARGET_KINDS as readonly string[]).includes(kind);

/** The audit log, newest first unless sorted, filtered on the server; before and after shown field by field. */
export function AuditScreen() {
  const t = useConsoleT();
  const formatDateTime = useFormatDateTime();
  const choice = useConsoleSelector(selectBrandChoice);
  const query = useTableQuery({ filters: AUDIT_FILTERS, size: 50 });
  const result = adminApi.useAdminAuditQuery(auditArgs(query.filters, choice, query.page, query.size, query.sort));

  const columns = useMemo(
    () => [
      column.accessor('at', {
        header: () => t('console.audit.col.at'),
        enableSorting: true,
        // May break after the date, leaving the change and the reason room on a 1024 px tablet.
        cell: ({ getValue }) => <span className="block min-w-24">{formatDateTime(getValue())}</span>,
      }),
      column.accessor('staffId', {
        header: () => t('console.audit.col.staff'),
        enableSorting: true,
        cell: ({ row, getValue }) => (
          <span className="whitespace-nowrap">
            {getValue() === null ? t('console.audit.system') : t('console.audit.staffNumber', { id: getValue() })}
            <span className="block text-xs text-muted">
              {row.original.staffAddress === 'command line' ? t('console.audit.commandLine') : row.original.staffAddress}
            </span>
          </span>
        ),
      }),
      column.accessor('action', {
        header: () => t('console.audit.col.action'),
        enableSorting: true,
        cell: ({ getValue }) => {
          const action = getValue();
          return isKnownAction(action) ? t(`console.audit.action.${action}` as ConsoleMessageKey) : action;
        },
      }),
      column.display({
        id: 'target',
        header: () => t('console.audit.col.target'),
        cell: ({ row }) => {
          const kind = row.original.targetKind;
          const name = isKnownTargetKind(kind) ? t(`console.audit.target.${kind}` as ConsoleMessageKey) : kind;
          return <span className="whitespace-nowrap">{`${name} #${row.original.targetId}`}</span>;
        },
      }),
      column.accessor('brand', {
        header: () => t('console.audit.col.brand'),
        enableSorting: true,
        cell: ({ getValue }) => getValue() ?? t('console.audit.none'),
      }),
      column.display({
        id: 'change',
        header: () => t('console.audit.col.change'),
        cell: ({ row }) => <ChangeView before={row.original.before} after={row.original.after} />,
      }),
      column.accessor('reason', {
        header: () => t('console.audit.col.reason'),
        cell: ({ getValue }) => <span className="block min-w-28 break-words">{getValue() || t('console.audit.none')}</span>,
      }),
    ],
    [t, formatDateTime],
  );

  return (
    <ScreenFrame title={t('console.audit.title')} lead={t('console.audit.lead')}>
      <AuditFilters query={query} />
      <ServerTable
        label={t('console.audit.title')}
        columns={columns}
        result={result}
        query={query}
        getRowId={(row) => String(row.id)}
      />
    </ScreenFrame>
  );
}
