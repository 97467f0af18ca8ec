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
import { PaymentDetailDialog } from './PaymentDetailDialog';
import { PaymentFilters } from './PaymentFilters';
import { PAYMENT_FILTERS, paymentArgs, paymentStateKey } from './payment-query';
import { RefundDialog } from './RefundDialog';

type Payment = adminApi.AdminListPaymentsApiResponse['items'][number];
type Open = { kind: 'detail' | 'refund'; orderId: string } | null;

const column = createColumnHelper<Payment>();
const APPROVED = 9;

/** The brand's payments for finance staff: by order id, member or date; the history of one; a refund. */
export function PaymentsScreen() {
  const t = useConsoleT();
  const formatDateTime = useFormatDateTime();
  const query = useTableQuery({ filters: [...PAYMENT_FILTERS], size: 50 });
  const result = adminApi.useAdminListPaymentsQuery(paymentArgs(query.filters, query.page, query.size));
  const [open, setOpen] = useState<Open>(null);

  const columns = useMemo(
    () => [
      column.accessor('createdAt', {
        header: () => t('console.payments.col.createdAt'),
        cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue())}</span>,
      }),
      column.accessor('orderId', {
        header: () => t('console.payments.col.orderId'),
        cell: ({ getValue }) => <span className="font-mono text-xs whitespace-nowrap">{getValue()}</span>,
      }),
      column.accessor('loginId', {
        header: () => t('console.payments.col.member'),
        cell: ({ row, getValue }) => (
          <span className="whitespace-nowrap">
            {getValue()} <span className="text-muted">#{row.original.memberId}</span>
          </span>
        ),
      }),
      column.accessor('quantity', {
        header: () => t('console.payments.col.product'),
        cell: ({ row }) => t('console.payments.product', { itemCode: row.original.itemCode, quantity: row.original.quantity }),
      }),
      column.accessor('price', {
        header: () => t('console.payments.col.price'),
        cell: ({ getValue }) => <span className="whitespace-nowrap">{t('console.payments.won', { amount: getValue() })}</span>,
      }),
      column.accessor('state', {
        header: () => t('console.payments.col.state'),
        cell: ({ getValue }) => <span className="whitespace-nowrap">{t(paymentStateKey(getValue()))}</span>,
      }),
      column.display({
        id: 'actions',
        header: () => t('console.payments.col.actions'),
        cell: ({ row }) => (
          <span className="flex gap-1.5 whitespace-nowrap">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setOpen({ kind: 'detail', orderId: row.original.orderId })}
              aria-label={t('console.payments.detailLabel', { orderId: row.original.orderId })}
            >
              {t('console.payments.detail')}
            </Button>
            {row.original.state === APPROVED && (
              <Button
                size="sm"
                variant="ghost"
                className="text-danger!"
                onClick={() => setOpen({ kind: 'refund', orderId: row.original.orderId })}
                aria-label={t('console.payments.refundLabel', { orderId: row.original.orderId })}
              >
                {t('console.payments.refund')}
              </Button>
            )}
          </span>
        ),
      }),
    ],
    [t, formatDateTime],
  );

  return (
    <ScreenFrame title={t('console.payments.title')} lead={t('console.payments.lead')}>
      <BrandScopeNote />
      <PaymentFilters query={query} />
      <ServerTable
        label={t('console.payments.title')}
        columns={columns}
        result={result}
        query={query}
        getRowId={(row) => row.orderId}
        empty={t('console.payments.empty')}
      />
      {open?.kind === 'detail' && <PaymentDetailDialog orderId={open.orderId} onClose={() => setOpen(null)} />}
      {open?.kind === 'refund' && (
        <RefundDialog
          orderId={open.orderId}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            void result.refetch();
          }}
        />
      )}
    </ScreenFrame>
  );
}
