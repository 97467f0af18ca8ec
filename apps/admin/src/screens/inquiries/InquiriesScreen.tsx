import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { adminApi } from '@onair/api-client';
import { useFormatDateTime } from '@onair/i18n';
import { Button } from '@onair/ui';
import { useConsoleT } from '../../i18n/use-console-t';
import { ServerTable } from '../../table/ServerTable';
import { useTableQuery } from '../../table/use-table-query';
import { BrandScopeNote } from '../shared/BrandScopeNote';
import { ScreenFrame } from '../shared/ScreenFrame';
import { StatusTabs } from '../shared/StatusTabs';
import { useOpenRow } from '../shared/use-queue-params';
import { InquiryDialog } from './InquiryDialog';
import { categoryKey, INQUIRY_STATUSES, inquiryStatusKey, type Inquiry, type InquiryStatus } from './inquiry-labels';

const column = createColumnHelper<Inquiry>();
const asStatus = (value: string | undefined): InquiryStatus =>
  INQUIRY_STATUSES.find((status) => status === value) ?? 'waiting';

/** The brand's inquiries, waiting or answered, oldest first; a row opens the question and the answer form. */
export function InquiriesScreen() {
  const t = useConsoleT();
  const formatDateTime = useFormatDateTime();
  const query = useTableQuery({ filters: ['status'], size: 20 });
  const status = asStatus(query.filters['status']);
  const result = adminApi.useAdminListInquiriesQuery({ status, page: query.page, size: query.size });
  const [openId, setOpenId] = useOpenRow('inquiry');
  const open = result.data?.items.find((inquiry) => inquiry.inquiryId === openId);

  const columns = useMemo(
    () => [
      column.accessor('createdAt', {
        header: () => t('console.inquiries.col.createdAt'),
        cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue())}</span>,
      }),
      column.accessor('category', {
        header: () => t('console.inquiries.col.category'),
        cell: ({ getValue }) => <span className="whitespace-nowrap">{t(categoryKey(getValue()))}</span>,
      }),
      column.accessor('title', {
        header: () => t('console.inquiries.col.title'),
        cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
      }),
      column.accessor('member', {
        header: () => t('console.inquiries.col.member'),
        cell: ({ getValue }) => getValue().nickname,
      }),
      column.accessor('attachments', {
        header: () => t('console.inquiries.col.files'),
        cell: ({ getValue }) => (getValue().length > 0 ? getValue().length : '—'),
      }),
      column.accessor('status', {
        header: () => t('console.inquiries.col.status'),
        cell: ({ getValue }) => (
          <span className={getValue() === 'waiting' ? 'whitespace-nowrap text-danger' : 'whitespace-nowrap text-success'}>
            {t(inquiryStatusKey(getValue()))}
          </span>
        ),
      }),
      column.display({
        id: 'open',
        header: () => t('console.inquiries.col.open'),
        cell: ({ row }) => (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => setOpenId(row.original.inquiryId)}
            aria-label={t('console.inquiries.openLabel', { title: row.original.title })}
          >
            {t('console.inquiries.open')}
          </Button>
        ),
      }),
    ],
    [t, formatDateTime, setOpenId],
  );

  return (
    <ScreenFrame title={t('console.inquiries.title')} lead={t('console.inquiries.lead')}>
      <BrandScopeNote />
      <StatusTabs
        label={t('console.inquiries.states')}
        statuses={INQUIRY_STATUSES}
        selected={status}
        onSelect={(next) => query.setFilters({ status: next })}
        labelOf={(value) => t(inquiryStatusKey(value))}
      />
      <ServerTable
        label={t('console.inquiries.title')}
        columns={columns}
        result={result}
        query={query}
        getRowId={(row) => String(row.inquiryId)}
        empty={t('console.inquiries.empty')}
      />
      {open && (
        <InquiryDialog
          inquiry={open}
          onClose={() => setOpenId(null)}
          onAnswered={() => {
            setOpenId(null);
            void result.refetch();
          }}
        />
      )}
    </ScreenFrame>
  );
}
