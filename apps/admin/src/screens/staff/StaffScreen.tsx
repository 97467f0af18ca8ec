import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { adminApi } from '@onair/api-client';
import { STAFF_SORTS, type Staff } from '@onair/contracts';
import { useFormatDateTime } from '@onair/i18n';
import { Button, notify } from '@onair/ui';
import { selectStaff } from '../../app/console-slice';
import { useConsoleSelector } from '../../app/hooks';
import { useConsoleT } from '../../i18n/use-console-t';
import { ServerTable } from '../../table/ServerTable';
import { sortAndOrder } from '../../table/table-query';
import { useTableQuery } from '../../table/use-table-query';
import { ScreenFrame } from '../shared/ScreenFrame';
import { ChangeDialog } from './ChangeDialog';
import { DisableDialog } from './DisableDialog';
import { InviteDialog, type Invited } from './InviteDialog';
import { InvitedDialog } from './InvitedDialog';
import { brandsText } from './staff-labels';

type Open =
  { kind: 'invite' } | { kind: 'invited'; invited: Invited } | { kind: 'change' | 'disable'; staff: Staff } | null;

const column = createColumnHelper<Staff>();

/** Staff accounts a page at a time: invite, change role and brands, disable, each with a reason. */
export function StaffScreen() {
  const t = useConsoleT();
  const formatDateTime = useFormatDateTime();
  const me = useConsoleSelector(selectStaff);
  const query = useTableQuery({ size: 20 });
  const result = adminApi.useAdminListStaffQuery({
    page: query.page,
    size: query.size,
    ...sortAndOrder(query.sort, STAFF_SORTS),
  });
  const [open, setOpen] = useState<Open>(null);
  const done = (message: string) => {
    setOpen(null);
    notify.success(message);
    void result.refetch();
  };

  const columns = useMemo(
    () => [
      column.accessor('login', {
        header: () => t('console.staff.col.login'),
        enableSorting: true,
        cell: ({ row, getValue }) => (
          <span className="font-medium">
            {getValue()}
            {row.original.id === me?.id && (
              <span className="ml-1.5 rounded bg-accent/10 px-1.5 py-0.5 text-xs text-accent">
                {t('console.staff.you')}
              </span>
            )}
          </span>
        ),
      }),
      column.accessor('displayName', { header: () => t('console.staff.col.name'), enableSorting: true }),
      column.accessor('role', {
        header: () => t('console.staff.col.role'),
        enableSorting: true,
        // Short labels of two words ('최고 관리자', '사용 중', '2026. 12. 7.') kept whole: at 1024 px
        // each broke over two lines while the login and name columns had room to wrap instead.
        cell: ({ getValue }) => <span className="whitespace-nowrap">{t(`console.role.${getValue()}`)}</span>,
      }),
      column.accessor('brands', {
        header: () => t('console.staff.col.brands'),
        cell: ({ getValue }) => brandsText(t, getValue()),
      }),
      column.accessor('status', {
        header: () => t('console.staff.col.status'),
        enableSorting: true,
        cell: ({ getValue }) => (
          <span
            className={`whitespace-nowrap ${
              getValue() === 'active' ? 'text-success' : getValue() === 'disabled' ? 'text-danger' : 'text-muted'
            }`}
          >
            {t(`console.status.${getValue()}`)}
          </span>
        ),
      }),
      column.accessor('createdAt', {
        header: () => t('console.staff.col.createdAt'),
        enableSorting: true,
        cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue(), false)}</span>,
      }),
      column.display({
        id: 'actions',
        header: () => t('console.staff.col.actions'),
        cell: ({ row }) =>
          row.original.id === me?.id || row.original.status === 'disabled' ? null : (
            <span className="flex gap-1.5">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => setOpen({ kind: 'change', staff: row.original })}
                aria-label={`${t('console.staff.edit')} ${row.original.login}`}
              >
                {t('console.staff.edit')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="text-danger!"
                onClick={() => setOpen({ kind: 'disable', staff: row.original })}
                aria-label={`${t('console.staff.disable')} ${row.original.login}`}
              >
                {t('console.staff.disable')}
              </Button>
            </span>
          ),
      }),
    ],
    [t, formatDateTime, me?.id],
  );

  if (!me) return null;
  return (
    <ScreenFrame
      title={t('console.staff.title')}
      lead={t('console.staff.lead')}
      actions={<Button onClick={() => setOpen({ kind: 'invite' })}>{t('console.staff.invite')}</Button>}
    >
      <ServerTable
        label={t('console.staff.title')}
        columns={columns}
        result={result}
        query={query}
        getRowId={(row) => String(row.id)}
      />
      {open?.kind === 'invite' && (
        <InviteDialog
          grantable={me.brands}
          onClose={() => setOpen(null)}
          onInvited={(invited) => {
            setOpen({ kind: 'invited', invited });
            void result.refetch();
          }}
        />
      )}
      {open?.kind === 'invited' && <InvitedDialog invited={open.invited} onClose={() => setOpen(null)} />}
      {open?.kind === 'change' && (
        <ChangeDialog
          staff={open.staff}
          grantable={me.brands}
          onClose={() => setOpen(null)}
          onDone={() => done(t('console.staff.changed'))}
        />
      )}
      {open?.kind === 'disable' && (
        <DisableDialog
          staff={open.staff}
          onClose={() => setOpen(null)}
          onDone={() => done(t('console.staff.disabled'))}
        />
      )}
    </ScreenFrame>
  );
}
