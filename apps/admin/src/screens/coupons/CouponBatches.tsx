import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { adminApi } from '@onair/api-client';
import type { CouponBatch } from '@onair/contracts';
import { useFormatDateTime } from '@onair/i18n';
import { Button, notify } from '@onair/ui';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT } from '../../i18n/use-console-t';
import { ServerTable } from '../../table/ServerTable';
import type { TableQueryState } from '../../table/use-table-query';
import { ActionDialog } from '../shared/ActionDialog';
import { couponCsv, downloadText } from './coupon-csv';
import { CreateBatchDialog } from './CreateBatchDialog';
import { useItemName } from './item-names';
import { RedemptionsDialog } from './RedemptionsDialog';

const column = createColumnHelper<CouponBatch>();

type Open = { kind: 'create' } | { kind: 'redemptions' | 'disable'; batch: CouponBatch } | null;

/** The brand's coupon batches: issue, export the codes as CSV, see redemptions, disable. */
export function CouponBatches({
  query,
  creating,
  onCreatingDone,
}: {
  query: TableQueryState;
  creating: boolean;
  onCreatingDone: () => void;
}) {
  const t = useConsoleT();
  const formatDateTime = useFormatDateTime();
  const itemName = useItemName();
  const errorText = useApiErrorText();
  const result = adminApi.useAdminListCouponBatchesQuery({ page: query.page, size: query.size });
  const [fetchCodes] = adminApi.useLazyAdminCouponCodesQuery();
  const [disable, disabling] = adminApi.useAdminDisableCouponBatchMutation();
  const [open, setOpen] = useState<Open>(null);

  const exportCodes = async (batch: CouponBatch) => {
    const answer = await fetchCodes({ batchId: String(batch.batchId) });
    if (answer.error || !answer.data) {
      notify.error(errorText(answer.error));
      return;
    }
    downloadText(
      `coupons-${batch.batchId}.csv`,
      couponCsv(answer.data.codes, [t('console.coupons.col.code'), t('console.coupons.col.usedAt')]),
    );
  };

  const columns = useMemo(
    () => [
      column.accessor('title', {
        header: () => t('console.coupons.col.title'),
        cell: ({ row, getValue }) => (
          <span className="flex min-w-36 flex-col gap-0.5">
            <span className="font-medium">{getValue()}</span>
            <span className="text-xs text-muted">#{row.original.batchId}</span>
          </span>
        ),
      }),
      column.display({
        id: 'gives',
        header: () => t('console.coupons.col.gives'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {itemName(row.original.itemCode)} × {row.original.quantity.toLocaleString()}
          </span>
        ),
      }),
      column.display({
        id: 'used',
        header: () => t('console.coupons.col.used'),
        cell: ({ row }) => (
          <span className="tabular-nums whitespace-nowrap">
            {row.original.redeemed.toLocaleString()} / {row.original.count.toLocaleString()}
          </span>
        ),
      }),
      column.accessor('onePerMember', {
        header: () => t('console.coupons.col.limit'),
        cell: ({ getValue }) => t(getValue() ? 'console.coupons.onePerMember' : 'console.coupons.onePerCode'),
      }),
      column.accessor('expiresAt', {
        header: () => t('console.coupons.col.expiresAt'),
        cell: ({ getValue }) => <span className="block min-w-24">{formatDateTime(getValue())}</span>,
      }),
      column.display({
        id: 'state',
        header: () => t('console.content.col.state'),
        cell: ({ row }) =>
          row.original.disabledAt ? (
            <span className="text-danger" title={row.original.disabledReason ?? ''}>
              {t('console.coupons.disabled')}
            </span>
          ) : Date.parse(row.original.expiresAt) <= Date.now() ? (
            <span className="text-muted">{t('console.coupons.expired')}</span>
          ) : (
            <span className="text-success">{t('console.coupons.usable')}</span>
          ),
      }),
      column.display({
        id: 'actions',
        header: () => t('console.staff.col.actions'),
        cell: ({ row }) => (
          <span className="flex flex-wrap gap-1.5">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void exportCodes(row.original)}
              aria-label={`${t('console.coupons.export')} ${row.original.title}`}
            >
              {t('console.coupons.export')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setOpen({ kind: 'redemptions', batch: row.original })}
              aria-label={`${t('console.coupons.redemptions')} ${row.original.title}`}
            >
              {t('console.coupons.redemptions')}
            </Button>
            {!row.original.disabledAt && (
              <Button
                size="sm"
                variant="ghost"
                className="text-danger!"
                onClick={() => setOpen({ kind: 'disable', batch: row.original })}
                aria-label={`${t('console.coupons.disable')} ${row.original.title}`}
              >
                {t('console.coupons.disable')}
              </Button>
            )}
          </span>
        ),
      }),
    ],
    // exportCodes reads only stable hooks' results.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, formatDateTime, itemName],
  );

  return (
    <>
      <ServerTable
        label={t('console.coupons.batches')}
        columns={columns}
        result={result}
        query={query}
        getRowId={(row) => String(row.batchId)}
        empty={t('console.coupons.none')}
      />
      {creating && (
        <CreateBatchDialog
          onClose={onCreatingDone}
          onCreated={() => {
            onCreatingDone();
            notify.success(t('console.coupons.created'));
            void result.refetch();
          }}
        />
      )}
      {open?.kind === 'redemptions' && (
        <RedemptionsDialog batchId={open.batch.batchId} title={open.batch.title} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'disable' && (
        <ActionDialog
          formId="disable-coupons"
          title={t('console.coupons.disableTitle')}
          lead={t('console.coupons.disableLead', { title: open.batch.title })}
          summary={t('console.coupons.disableSummary', { title: open.batch.title })}
          actionLabel={t('console.coupons.disable')}
          danger
          busy={disabling.isLoading}
          onClose={() => setOpen(null)}
          onSubmit={async (reason) => {
            const answer = await disable({ batchId: String(open.batch.batchId), body: { reason } });
            if (answer.error) return errorText(answer.error);
            setOpen(null);
            notify.success(t('console.coupons.disabledDone'));
            void result.refetch();
            return null;
          }}
        />
      )}
    </>
  );
}
