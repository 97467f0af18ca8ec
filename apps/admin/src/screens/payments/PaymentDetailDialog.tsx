import { adminApi } from '@onair/api-client';
import { useFormatDateTime } from '@onair/i18n';
import { Button, Dialog, QueryState } from '@onair/ui';
import { useConsoleT } from '../../i18n/use-console-t';
import { PlainTable } from '../shared/PlainTable';
import { paymentStateKey } from './payment-query';

/** One payment: every state change and what caused it, every webhook received, its lot and its receipts. */
export function PaymentDetailDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const t = useConsoleT();
  const formatDateTime = useFormatDateTime();
  const query = adminApi.useAdminPaymentDetailQuery({ orderId });
  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={t('console.payments.detailTitle', { orderId })}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('console.reports.close')}
        </Button>
      }
    >
      <QueryState query={query}>
        {(detail) => (
          <div className="flex flex-col gap-4 text-sm">
            <section>
              <h3 className="mb-1 font-semibold">{t('console.payments.events')}</h3>
              <PlainTable
                label={t('console.payments.events')}
                columns={[
                  { id: 'at', header: t('console.payments.col.at'), cell: (event) => formatDateTime(event.at) },
                  {
                    id: 'change',
                    header: t('console.payments.col.change'),
                    cell: (event) => `${t(paymentStateKey(event.fromState))} → ${t(paymentStateKey(event.toState))}`,
                  },
                  {
                    id: 'source',
                    header: t('console.payments.col.source'),
                    cell: (event) => [event.source, event.detail].filter(Boolean).join(' · '),
                  },
                ]}
                rows={detail.events}
                getRowId={(event) => `${event.at}-${event.toState}`}
                empty={t('console.payments.none')}
              />
            </section>
            <section>
              <h3 className="mb-1 font-semibold">{t('console.payments.webhooks')}</h3>
              <PlainTable
                label={t('console.payments.webhooks')}
                columns={[
                  { id: 'at', header: t('console.payments.col.at'), cell: (hook) => formatDateTime(hook.receivedAt) },
                  { id: 'type', header: t('console.payments.col.type'), cell: (hook) => hook.type },
                  { id: 'status', header: t('console.payments.col.status'), cell: (hook) => hook.status ?? '' },
                ]}
                rows={detail.webhooks}
                getRowId={(hook) => hook.eventId}
                empty={t('console.payments.none')}
              />
            </section>
            <p>
              {detail.lot
                ? t('console.payments.lot', {
                    remaining: detail.lot.remaining,
                    quantity: detail.lot.quantity,
                    used: detail.lot.used,
                    refunded: detail.lot.refunded,
                    expired: detail.lot.expired,
                    expiresAt: formatDateTime(detail.lot.expiresAt),
                  })
                : t('console.payments.noLot')}
            </p>
            <p>
              {detail.receipts.length === 0
                ? t('console.payments.noReceipts')
                : detail.receipts
                    .map((receipt) =>
                      t('console.payments.receipt', {
                        kind: receipt.kind,
                        channel: receipt.channel,
                        at: formatDateTime(receipt.createdAt),
                      }),
                    )
                    .join(' · ')}
            </p>
          </div>
        )}
      </QueryState>
    </Dialog>
  );
}
