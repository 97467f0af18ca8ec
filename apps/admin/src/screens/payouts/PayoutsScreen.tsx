import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { adminApi } from '@onair/api-client';
import { BANKS } from '@onair/contracts';
import { useFormatDateTime } from '@onair/i18n';
import { Button } from '@onair/ui';
import { selectStaff } from '../../app/console-slice';
import { useConsoleSelector } from '../../app/hooks';
import { useConsoleT } from '../../i18n/use-console-t';
import { ServerTable } from '../../table/ServerTable';
import { useTableQuery } from '../../table/use-table-query';
import { BrandScopeNote } from '../shared/BrandScopeNote';
import { ScreenFrame } from '../shared/ScreenFrame';
import { StatusTabs } from '../shared/StatusTabs';
import { PayoutBatches, RECENT_BATCHES } from './PayoutBatches';
import { ApproveBatchDialog, RejectPayoutDialog } from './PayoutDialogs';
import { canDecidePayouts, PAYOUT_STATES, payoutStateKey, type PayoutState, type PayoutWithdrawal } from './payout-labels';

const column = createColumnHelper<PayoutWithdrawal>();
const asState = (value: string | undefined): PayoutState => PAYOUT_STATES.find((state) => state === value) ?? 'requested';
const won = (value: number) => value.toLocaleString('ko-KR');
const bankName = (code: string) => BANKS.find((bank) => bank.code === code)?.name ?? code;

type Open = { kind: 'approve' } | { kind: 'reject'; withdrawal: PayoutWithdrawal } | null;

/**
 * The brand's withdrawal queue (docs/money.md, "Payouts"): finance selects requested withdrawals
 * and approves them as a batch, takes the batch's transfer file to the bank, marks it paid, or
 * rejects one with a reason the streamer reads. Other roles that may look see accounts masked.
 */
export function PayoutsScreen() {
  const t = useConsoleT();
  const formatDateTime = useFormatDateTime();
  const staff = useConsoleSelector(selectStaff);
  const decides = staff ? canDecidePayouts(staff.role) : false;
  const query = useTableQuery({ filters: ['state'], size: 20 });
  const state = asState(query.filters['state']);
  const result = adminApi.useAdminPayoutQueueQuery({ state, page: query.page, size: query.size });
  // The console's admin queries carry no cache tags: every decision refetches the queue and the batches.
  const batches = adminApi.useAdminPayoutBatchesQuery({ page: 1, size: RECENT_BATCHES });
  const [selected, setSelected] = useState<ReadonlyMap<number, PayoutWithdrawal>>(new Map());
  const [open, setOpen] = useState<Open>(null);
  const selectable = decides && state === 'requested';

  const toggle = (row: PayoutWithdrawal) =>
    setSelected((before) => {
      const next = new Map(before);
      if (next.has(row.withdrawId)) next.delete(row.withdrawId);
      else next.set(row.withdrawId, row);
      return next;
    });
  const refresh = () => {
    void result.refetch();
    void batches.refetch();
  };
  const done = () => {
    setOpen(null);
    setSelected(new Map());
    refresh();
  };

  const columns = useMemo(
    () => [
      ...(selectable
        ? [
            column.display({
              id: 'select',
              header: () => <span className="sr-only">{t('console.payouts.select')}</span>,
              cell: ({ row }) => (
                <input
                  type="checkbox"
                  className="size-4"
                  checked={selected.has(row.original.withdrawId)}
                  onChange={() => toggle(row.original)}
                  aria-label={t('console.payouts.selectLabel', { withdrawId: row.original.withdrawId })}
                />
              ),
            }),
          ]
        : []),
      column.accessor('withdrawId', { header: () => t('console.payouts.col.id') }),
      column.accessor('requestedAt', {
        header: () => t('console.payouts.col.requestedAt'),
        cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue())}</span>,
      }),
      column.accessor('member', {
        header: () => t('console.payouts.col.member'),
        cell: ({ getValue }) => (
          <span className="flex flex-col whitespace-nowrap">
            <span className="font-medium">{getValue().nickname}</span>
            <span className="text-xs text-muted">
              {getValue().loginId} · {t('console.payouts.verifiedName', { name: getValue().verifiedName ?? '—' })}
            </span>
          </span>
        ),
      }),
      column.display({
        id: 'account',
        header: () => t('console.payouts.col.account'),
        cell: ({ row }) => (
          <span className="flex flex-col whitespace-nowrap">
            <span className="font-mono">{row.original.bankAccount}</span>
            <span className="text-xs text-muted">
              {bankName(row.original.bankCode)} · {row.original.bankHolderName}
            </span>
          </span>
        ),
      }),
      column.accessor('amount', { header: () => t('console.payouts.col.amount'), cell: ({ getValue }) => <Figure value={getValue()} /> }),
      column.accessor('fee', { header: () => t('console.payouts.col.fee'), cell: ({ getValue }) => <Figure value={getValue()} /> }),
      column.accessor('withheld', { header: () => t('console.payouts.col.withheld'), cell: ({ getValue }) => <Figure value={getValue()} /> }),
      column.accessor('net', { header: () => t('console.payouts.col.net'), cell: ({ getValue }) => <Figure value={getValue()} strong /> }),
      column.accessor('state', {
        header: () => t('console.payouts.col.state'),
        cell: ({ row, getValue }) => (
          <span className="flex flex-col whitespace-nowrap">
            <span>{t(payoutStateKey(getValue()))}</span>
            {row.original.batchId !== null && <span className="text-xs text-muted">{t('console.payouts.batchLabel', { batchId: row.original.batchId })}</span>}
            {row.original.decisionNote && <span className="text-xs text-muted">{row.original.decisionNote}</span>}
          </span>
        ),
      }),
      ...(decides
        ? [
            column.display({
              id: 'actions',
              header: () => t('console.payouts.col.actions'),
              cell: ({ row }) =>
                row.original.state === 'requested' || row.original.state === 'approved' ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-danger!"
                    onClick={() => setOpen({ kind: 'reject', withdrawal: row.original })}
                    aria-label={t('console.payouts.rejectLabel', { withdrawId: row.original.withdrawId })}
                  >
                    {t('console.payouts.reject')}
                  </Button>
                ) : null,
            }),
          ]
        : []),
    ],
    // toggle reads selected through setSelected; the checkbox state needs selected itself.
    [t, formatDateTime, selectable, decides, selected],
  );

  return (
    <ScreenFrame title={t('console.payouts.title')} lead={t(decides ? 'console.payouts.lead' : 'console.payouts.leadMasked')}>
      <BrandScopeNote />
      <StatusTabs
        label={t('console.payouts.states')}
        statuses={PAYOUT_STATES}
        selected={state}
        onSelect={(next) => {
          setSelected(new Map());
          query.setFilters({ state: next });
        }}
        labelOf={(value) => t(payoutStateKey(value))}
      />
      {selectable && (
        <div className="flex flex-wrap items-center gap-3">
          <Button disabled={selected.size === 0} onClick={() => setOpen({ kind: 'approve' })}>
            {t('console.payouts.approveSelected', { count: selected.size })}
          </Button>
          <span className="text-sm text-muted">{t('console.payouts.selectHint')}</span>
        </div>
      )}
      <ServerTable
        label={t('console.payouts.title')}
        columns={columns}
        result={result}
        query={query}
        getRowId={(row) => String(row.withdrawId)}
        empty={t('console.payouts.empty')}
      />
      <PayoutBatches batches={batches} decides={decides} onChanged={refresh} />
      {open?.kind === 'approve' && <ApproveBatchDialog selected={[...selected.values()]} onClose={() => setOpen(null)} onDone={done} />}
      {open?.kind === 'reject' && <RejectPayoutDialog withdrawal={open.withdrawal} onClose={() => setOpen(null)} onDone={done} />}
    </ScreenFrame>
  );
}

function Figure({ value, strong = false }: { value: number; strong?: boolean }) {
  return <span className={`block text-right tabular-nums whitespace-nowrap ${strong ? 'font-semibold' : ''}`}>{won(value)}</span>;
}
