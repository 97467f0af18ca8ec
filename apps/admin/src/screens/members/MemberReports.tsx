import type { adminApi } from '@onair/api-client';
import { useFormatDateTime } from '@onair/i18n';
import { useConsoleT } from '../../i18n/use-console-t';
import { PlainTable } from '../shared/PlainTable';

type Report = adminApi.AdminMemberDetailApiResponse['reportsAgainst'][number];

/** The newest reports against the member (or their channel), or by them. */
export function MemberReports({ label, reports }: { label: string; reports: Report[] }) {
  const t = useConsoleT();
  const formatDateTime = useFormatDateTime();
  return (
    <PlainTable
      label={label}
      rows={reports}
      getRowId={(report) => String(report.declarationId)}
      empty={t('console.member.report.none')}
      columns={[
        {
          id: 'at',
          header: t('console.member.report.at'),
          cell: (report) => <span className="whitespace-nowrap">{formatDateTime(report.createdAt)}</span>,
        },
        {
          id: 'reporter',
          header: t('console.member.report.reporter'),
          cell: (report) => <span className="font-mono text-xs">{`#${report.reporterMemberId}`}</span>,
        },
        {
          id: 'target',
          header: t('console.member.report.target'),
          cell: (report) => (
            <span className="whitespace-nowrap font-mono text-xs">{`${report.targetType} #${report.targetId}`}</span>
          ),
        },
        {
          id: 'content',
          header: t('console.member.report.content'),
          cell: (report) => (
            <span className="line-clamp-2 max-w-md break-words" title={report.content}>
              {report.content || t('console.member.none')}
            </span>
          ),
        },
        { id: 'status', header: t('console.member.report.status'), cell: (report) => report.status },
      ]}
    />
  );
}
