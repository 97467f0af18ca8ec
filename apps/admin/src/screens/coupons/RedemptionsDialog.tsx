import { useState } from 'react';
import { adminApi } from '@onair/api-client';
import { useFormatDateTime } from '@onair/i18n';
import { Button, Dialog, ListPager, QueryState } from '@onair/ui';
import { useConsoleT } from '../../i18n/use-console-t';
import { PlainTable } from '../shared/PlainTable';

type Redemption = adminApi.AdminCouponRedemptionsApiResponse['items'][number];

const SIZE = 20;

/** Who redeemed which code of a batch, newest first. */
export function RedemptionsDialog({
  batchId,
  title,
  onClose,
}: {
  batchId: number;
  title: string;
  onClose: () => void;
}) {
  const t = useConsoleT();
  const formatDateTime = useFormatDateTime();
  const [page, setPage] = useState(1);
  const result = adminApi.useAdminCouponRedemptionsQuery({ batchId: String(batchId), page, size: SIZE });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('console.coupons.redemptionsOf', { title })}
      size="lg"
      footer={<Button onClick={onClose}>{t('console.content.previewClose')}</Button>}
    >
      <QueryState query={result}>
        {(data) => (
          <div className="flex flex-col gap-3">
            <PlainTable<Redemption>
              label={t('console.coupons.redemptions')}
              rows={data.items}
              getRowId={(row) => row.couponNumber}
              empty={t('console.coupons.noRedemptions')}
              columns={[
                {
                  id: 'code',
                  header: t('console.coupons.col.code'),
                  cell: (row) => <span className="font-mono">{row.couponNumber}</span>,
                },
                {
                  id: 'member',
                  header: t('console.coupons.col.member'),
                  cell: (row) => `${row.nickname} (${row.loginId} · #${row.memberId})`,
                },
                { id: 'usedAt', header: t('console.coupons.col.usedAt'), cell: (row) => formatDateTime(row.usedAt) },
              ]}
            />
            {data.total > SIZE && <ListPager page={data} onPage={setPage} />}
          </div>
        )}
      </QueryState>
    </Dialog>
  );
}
