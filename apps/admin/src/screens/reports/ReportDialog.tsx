import type { ReactNode } from 'react';
import { adminApi } from '@onair/api-client';
import { useFormatDateTime } from '@onair/i18n';
import { Button, Dialog, Spinner } from '@onair/ui';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT } from '../../i18n/use-console-t';
import { AttachmentList } from '../shared/AttachmentList';
import { FormFailure } from '../staff/FormFailure';
import { ReportActions } from './ReportActions';
import { ReportedContentView } from './ReportedContentView';
import { isOpen, outcomeKey, reasonKey, reportedMember, statusKey, targetKey } from './report-labels';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-muted">{term}</dt>
      <dd className="text-sm text-text">{children}</dd>
    </div>
  );
}

/** One report: who filed it and why, the reported content in place, and the decisions still open. */
export function ReportDialog({ reportId, onClose, onDecided }: { reportId: number; onClose: () => void; onDecided: () => void }) {
  const t = useConsoleT();
  const formatDateTime = useFormatDateTime();
  const errorText = useApiErrorText();
  const detail = adminApi.useAdminReportDetailQuery({ reportId: String(reportId) });
  const report = detail.data;
  const member = report ? reportedMember(report.reported) : null;
  const memberLine = (who: { memberId: number; nickname: string }) =>
    t('console.reports.memberLine', { nickname: who.nickname, id: who.memberId });

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={t('console.reports.detailTitle', { id: reportId })}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('console.reports.close')}
        </Button>
      }
    >
      {detail.isLoading ? (
        <Spinner />
      ) : !report ? (
        <FormFailure text={`${t('console.reports.loadFailed')} ${errorText(detail.error)}`} />
      ) : (
        <div className="flex flex-col gap-5">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Fact term={t('console.reports.col.status')}>{t(statusKey(report.status))}</Fact>
            <Fact term={t('console.reports.col.target')}>{t(targetKey(report.targetType))}</Fact>
            <Fact term={t('console.reports.col.reason')}>{t(reasonKey(report.reason))}</Fact>
            <Fact term={t('console.reports.reporter')}>{memberLine(report.reporter)}</Fact>
            <Fact term={t('console.reports.reportedMember')}>{member ? memberLine(member) : '—'}</Fact>
            <Fact term={t('console.reports.col.createdAt')}>{formatDateTime(report.createdAt)}</Fact>
          </dl>
          <section className="flex flex-col gap-1.5">
            <h3 className="text-sm font-semibold text-text">{t('console.reports.reporterNote')}</h3>
            <p className="whitespace-pre-wrap break-words text-sm text-text">
              {report.content || t('console.reports.noNote')}
            </p>
            {report.attachments.length > 0 && <AttachmentList attachments={report.attachments} />}
          </section>
          <section aria-label={t('console.reports.reported')} className="flex flex-col gap-2 border-t border-border pt-4">
            <ReportedContentView content={report.reported} />
          </section>
          <section className="flex flex-col gap-2 border-t border-border pt-4">
            {isOpen(report.status) ? (
              <ReportActions
                reportId={report.reportId}
                status={report.status}
                targetType={report.targetType}
                onDecided={() => {
                  void detail.refetch();
                  onDecided();
                }}
              />
            ) : (
              <div className="flex flex-col gap-1 text-sm text-text">
                <p className="font-medium">{t('console.reports.closed')}</p>
                {report.outcome && <p>{t('console.reports.decision', { outcome: t(outcomeKey(report.outcome)) })}</p>}
                {report.decisionReason && <p>{t('console.reports.decisionReason', { reason: report.decisionReason })}</p>}
              </div>
            )}
          </section>
        </div>
      )}
    </Dialog>
  );
}
