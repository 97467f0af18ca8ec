import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { adminApi } from '@onair/api-client';
import { useFormatDateTime } from '@onair/i18n';
import { Button, Dialog } from '@onair/ui';
import { useConsoleT } from '../../i18n/use-console-t';
import { ServerTable } from '../../table/ServerTable';
import { useTableQuery } from '../../table/use-table-query';
import { AttachmentList } from '../shared/AttachmentList';
import { BrandScopeNote } from '../shared/BrandScopeNote';
import { ScreenFrame } from '../shared/ScreenFrame';
import { StatusTabs } from '../shared/StatusTabs';
import { AccountCell } from './AccountCell';
import {
  ACCOUNT_CHANGE_STATUSES,
  accountChangeStatusKey,
  type AccountChange,
  type AccountChangeStatus,
} from './account-change-labels';
import { ApproveDialog, RefuseDialog } from './DecideDialogs';

type Open = { kind: 'bankbook' | 'approve' | 'refuse'; request: AccountChange } | null;

const column = createColumnHelper<AccountChange>();
const asStatus = (value: string | undefined): AccountChangeStatus =>
  ACCOUNT_CHANGE_STATUSES.find((status) => status === value) ?? 'requested';

/** Payout account change requests of the brand, oldest first: the bankbook copy, then approve or refuse. */
export function AccountChangesScreen() {
  const t = useConsoleT();
  const formatDateTime = useFormatDateTime();
  const query = useTableQuery({ filters: ['status'], size: 20 });
  const status = asStatus(query.filters['status']);
  const result = adminApi.useAdminListAccountChangesQuery({ status, page: query.page, size: query.size });
  const [open, setOpen] = useState<Open>(null);
  const done = () => {
    setOpen(null);
    void result.refetch();
  };

  const columns = useMemo(
    () => [
      column.accessor('createdAt', {
        header: () => t('console.accountChanges.col.createdAt'),
        cell: ({ getValue }) => <span className="block min-w-24">{formatDateTime(getValue())}</span>,
      }),
      column.accessor('member', {
        header: () => t('console.accountChanges.col.member'),
        cell: ({ getValue }) => <span className="whitespace-nowrap font-medium">{getValue().nickname}</span>,
      }),
      column.accessor('current', {
        header: () => t('console.accountChanges.col.current'),
        cell: ({ getValue }) => <AccountCell account={getValue()} />,
      }),
      column.accessor('requested', {
        header: () => t('console.accountChanges.col.requested'),
        cell: ({ getValue }) => <AccountCell account={getValue()} />,
      }),
      column.accessor('bankbook', {
        header: () => t('console.accountChanges.col.bankbook'),
        cell: ({ row, getValue }) =>
          getValue() ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setOpen({ kind: 'bankbook', request: row.original })}
              aria-label={t('console.accountChanges.viewLabel', { nickname: row.original.member.nickname })}
            >
              {t('console.accountChanges.view')}
            </Button>
          ) : (
            <span className="text-muted">{t('console.accountChanges.noBankbook')}</span>
          ),
      }),
      column.accessor('status', {
        header: () => t('console.accountChanges.col.status'),
        cell: ({ row, getValue }) => (
          <span className="flex flex-col">
            <span className="whitespace-nowrap">{t(accountChangeStatusKey(getValue()))}</span>
            {row.original.decisionReason && <span className="text-xs text-muted">{row.original.decisionReason}</span>}
          </span>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => t('console.accountChanges.col.actions'),
        cell: ({ row }) =>
          row.original.status !== 'requested' ? null : (
            // Stacked below 1280 px, so the row fits a 1024 px tablet.
            <span className="flex flex-col items-start gap-1.5 whitespace-nowrap xl:flex-row">
              <Button
                size="sm"
                onClick={() => setOpen({ kind: 'approve', request: row.original })}
                aria-label={t('console.accountChanges.approveLabel', { nickname: row.original.member.nickname })}
              >
                {t('console.accountChanges.approve')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="text-danger!"
                onClick={() => setOpen({ kind: 'refuse', request: row.original })}
                aria-label={t('console.accountChanges.refuseLabel', { nickname: row.original.member.nickname })}
              >
                {t('console.accountChanges.refuse')}
              </Button>
            </span>
          ),
      }),
    ],
    [t, formatDateTime],
  );

  return (
    <ScreenFrame title={t('console.accountChanges.title')} lead={t('console.accountChanges.lead')}>
      <BrandScopeNote />
      <StatusTabs
        label={t('console.accountChanges.states')}
        statuses={ACCOUNT_CHANGE_STATUSES}
        selected={status}
        onSelect={(next) => query.setFilters({ status: next })}
        labelOf={(value) => t(accountChangeStatusKey(value))}
      />
      <ServerTable
        label={t('console.accountChanges.title')}
        columns={columns}
        result={result}
        query={query}
        getRowId={(row) => String(row.requestId)}
        empty={t('console.accountChanges.empty')}
      />
      {open?.kind === 'bankbook' && open.request.bankbook && (
        <Dialog
          open
          size="lg"
          onClose={() => setOpen(null)}
          title={t('console.accountChanges.bankbookTitle', { nickname: open.request.member.nickname })}
          footer={
            <Button variant="secondary" onClick={() => setOpen(null)}>
              {t('console.reports.close')}
            </Button>
          }
        >
          <div className="flex flex-col gap-3 text-sm">
            <AccountCell account={open.request.requested} />
            <AttachmentList attachments={[open.request.bankbook]} />
          </div>
        </Dialog>
      )}
      {open?.kind === 'approve' && <ApproveDialog request={open.request} onClose={() => setOpen(null)} onDone={done} />}
      {open?.kind === 'refuse' && <RefuseDialog request={open.request} onClose={() => setOpen(null)} onDone={done} />}
    </ScreenFrame>
  );
}
