import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { adminApi } from '@onair/api-client';
import { useFormatDateTime } from '@onair/i18n';
import { useCodeLabels } from '../../i18n/code-labels';
import { useConsoleT } from '../../i18n/use-console-t';
import { ServerTable } from '../../table/ServerTable';
import { useTableQuery } from '../../table/use-table-query';

type Inquiry = adminApi.AdminMemberInquiriesApiResponse['items'][number];
const column = createColumnHelper<Inquiry>();

/** The member's inquiries, newest first, a page at a time from the server, and whether they were answered. */
export function MemberInquiries({ memberId }: { memberId: string }) {
  const t = useConsoleT();
  const formatDateTime = useFormatDateTime();
  const labels = useCodeLabels();
  const query = useTableQuery({ size: 10, prefix: 'inquiries' });
  const result = adminApi.useAdminMemberInquiriesQuery({ memberId, page: query.page, size: query.size });
  const columns = useMemo(
    () => [
      column.accessor('createdAt', {
        header: () => t('console.member.report.at'),
        cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDateTime(getValue())}</span>,
      }),
      column.accessor('title', { header: () => t('console.member.inquiry.title') }),
      column.accessor('status', {
        header: () => t('console.member.report.status'),
        cell: ({ getValue }) => labels.inquiryStatus(getValue()),
      }),
      column.accessor('answeredAt', {
        header: () => t('console.member.inquiry.answeredAt'),
        cell: ({ getValue }) => {
          const answeredAt = getValue();
          return (
            <span className="whitespace-nowrap">
              {answeredAt ? formatDateTime(answeredAt) : t('console.member.inquiry.unanswered')}
            </span>
          );
        },
      }),
    ],
    [t, formatDateTime, labels],
  );
  return (
    <ServerTable
      label={t('console.member.section.inquiries')}
      columns={columns}
      result={result}
      query={query}
      getRowId={(inquiry) => String(inquiry.inquiryId)}
      empty={t('console.member.inquiry.none')}
    />
  );
}
