import { useState } from 'react';
import { adminApi } from '@onair/api-client';
import { useFormatDateTime } from '@onair/i18n';
import { Button, Dialog, ListPager, QueryState } from '@onair/ui';
import { useConsoleT } from '../../i18n/use-console-t';
import { PlainTable } from '../shared/PlainTable';

type Application = adminApi.AdminExchangeApplicationsApiResponse['items'][number];

const SIZE = 20;

/** An exchange event's applications, newest first. */
export function ApplicationsDialog({
  eventId,
  title,
  onClose,
}: {
  eventId: number;
  title: string;
  onClose: () => void;
}) {
  const t = useConsoleT();
  const formatDateTime = useFormatDateTime();
  const [page, setPage] = useState(1);
  const result = adminApi.useAdminExchangeApplicationsQuery({ eventId: String(eventId), page, size: SIZE });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('console.exchange.applicationsOf', { title })}
      size="lg"
      footer={<Button onClick={onClose}>{t('console.content.previewClose')}</Button>}
    >
      <QueryState query={result}>
        {(data) => (
          <div className="flex flex-col gap-3">
            <PlainTable<Application>
              label={t('console.exchange.applications')}
              rows={data.items}
              getRowId={(row) => String(row.applicationId)}
              empty={t('console.exchange.noApplications')}
              columns={[
                {
                  id: 'member',
                  header: t('console.coupons.col.member'),
                  cell: (row) => `${row.loginId} · #${row.memberId}`,
                },
                { id: 'from', header: t('console.exchange.col.given'), cell: (row) => row.amountFrom.toLocaleString() },
                { id: 'to', header: t('console.exchange.col.received'), cell: (row) => row.amountTo.toLocaleString() },
                { id: 'at', header: t('console.exchange.col.at'), cell: (row) => formatDateTime(row.createdAt) },
              ]}
            />
            {data.total > SIZE && <ListPager page={data} onPage={setPage} />}
          </div>
        )}
      </QueryState>
    </Dialog>
  );
}
