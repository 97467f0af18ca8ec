import type { adminApi } from '@onair/api-client';
import { useFormatDateTime } from '@onair/i18n';
import { useConsoleT } from '../../i18n/use-console-t';
import { PlainTable } from '../shared/PlainTable';

type Inquiry = adminApi.AdminMemberDetailApiResponse['inquiries'][number];

/** The member's newest inquiries and whether they were answered. */
export function MemberInquiries({ inquiries }: { inquiries: Inquiry[] }) {
  const t = useConsoleT();
  const formatDateTime = useFormatDateTime();
  return (
    <PlainTable
      label={t('console.member.section.inquiries')}
      rows={inquiries}
      getRowId={(inquiry) => String(inquiry.inquiryId)}
      empty={t('console.member.inquiry.none')}
      columns={[
        {
          id: 'at',
          header: t('console.member.report.at'),
          cell: (inquiry) => <span className="whitespace-nowrap">{formatDateTime(inquiry.createdAt)}</span>,
        },
        { id: 'title', header: t('console.member.inquiry.title'), cell: (inquiry) => inquiry.title },
        { id: 'status', header: t('console.member.report.status'), cell: (inquiry) => inquiry.status },
        {
          id: 'answeredAt',
          header: t('console.member.inquiry.answeredAt'),
          cell: (inquiry) => (
            <span className="whitespace-nowrap">
              {inquiry.answeredAt ? formatDateTime(inquiry.answeredAt) : t('console.member.inquiry.unanswered')}
            </span>
          ),
        },
      ]}
    />
  );
}
