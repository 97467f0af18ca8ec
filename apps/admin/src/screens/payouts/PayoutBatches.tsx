import { useState } from 'react';
import { adminApi } from '@onair/api-client';
import { useFormatDateTime } from '@onair/i18n';
import { Button, notify } from '@onair/ui';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT } from '../../i18n/use-console-t';
import { PlainTable, type PlainColumn } from '../shared/PlainTable';
import { PayBatchDialog } from './PayoutDialogs';
import type { PayoutBatch } from './payout-labels';
import { saveTextFile } from './save-text-file';

/** How many recent batches the screen lists: the ones still to pay are the newest. */
export const RECENT_BATCHES = 20;

type BatchesResult = ReturnType<typeof adminApi.useAdminPayoutBatchesQuery>;

/** The brand's recent payout batches: the transfer file of each, and 지급 완료 once the bank has sent it. */
export function PayoutBatches({ batches, decides, onChanged }: { batches: BatchesResult; decides: boolean; onChanged: () => void }) {
  const t = useConsoleT();
  const errorText = useApiErrorText();
  const formatDateTime = useFormatDateTime();
  const [fetchFile] = adminApi.useLazyAdminPayoutTransferFileQuery();
  const [paying, setPaying] = useState<PayoutBatch | null>(null);

  const exportFile = async (batch: PayoutBatch) => {
    const result = await fetchFile({ batchId: String(batch.batchId) });
    if (result.error || !result.data) {
      notify.error(errorText(result.error));
      return;
    }
    saveTextFile(result.data.fileName, result.data.csv);
    void batches.refetch();
  };

  const columns: PlainColumn<PayoutBatch>[] = [
    { id: 'batchId', header: t('console.payouts.batch.col.id'), cell: (batch) => t('console.payouts.batchLabel', { batchId: batch.batchId }) },
    { id: 'createdAt', header: t('console.payouts.batch.col.createdAt'), cell: (batch) => formatDateTime(batch.createdAt) },
    { id: 'count', header: t('console.payouts.batch.col.count'), cell: (batch) => batch.count },
    { id: 'amount', header: t('console.payouts.col.amount'), cell: (batch) => batch.amount.toLocaleString('ko-KR') },
    { id: 'withheld', header: t('console.payouts.col.withheld'), cell: (batch) => batch.withheld.toLocaleString('ko-KR') },
    { id: 'net', header: t('console.payouts.col.net'), cell: (batch) => <strong>{batch.net.toLocaleString('ko-KR')}</strong> },
    {
      id: 'state',
      header: t('console.payouts.col.state'),
      cell: (batch) => (
        <span className="flex flex-col whitespace-nowrap">
          <span>{t(`console.payouts.batch.state.${batch.state}`)}</span>
          {batch.paidAt && <span className="text-xs text-muted">{formatDateTime(batch.paidAt)}</span>}
          {!batch.paidAt && batch.exportedAt && (
            <span className="text-xs text-muted">{t('console.payouts.batch.exportedAt', { at: formatDateTime(batch.exportedAt) })}</span>
          )}
        </span>
      ),
    },
    ...(decides
      ? [
          {
            id: 'actions',
            header: t('console.payouts.col.actions'),
            cell: (batch: PayoutBatch) => (
              <span className="flex gap-1.5 whitespace-nowrap">
                <Button size="sm" variant="secondary" onClick={() => void exportFile(batch)} aria-label={t('console.payouts.exportLabel', { batchId: batch.batchId })}>
                  {t('console.payouts.export')}
                </Button>
                {batch.state === 'approved' && (
                  <Button size="sm" onClick={() => setPaying(batch)} aria-label={t('console.payouts.payLabel', { batchId: batch.batchId })}>
                    {t('console.payouts.pay')}
                  </Button>
                )}
              </span>
            ),
          },
        ]
      : []),
  ];

  return (
    <section className="flex flex-col gap-2" aria-labelledby="payout-batches">
      <h2 id="payout-batches" className="text-base font-semibold">
        {t('console.payouts.batches')}
      </h2>
      <PlainTable
        label={t('console.payouts.batches')}
        columns={columns}
        rows={batches.data?.items ?? []}
        getRowId={(batch) => String(batch.batchId)}
        empty={t('console.payouts.batch.empty')}
      />
      {paying && (
        <PayBatchDialog
          batch={paying}
          onClose={() => setPaying(null)}
          onDone={() => {
            setPaying(null);
            onChanged();
          }}
        />
      )}
    </section>
  );
}
