import { useState } from 'react';
import { csApi } from '@onair/api-client';
import { useFormatDateTime, useT } from '@onair/i18n';
import { Button, ConfirmDialog, notify } from '@onair/ui';
import { REPORT_OUTCOME_KEYS, REPORT_REASON_KEYS, REPORT_STATUS_KEYS, REPORT_TARGET_KEYS } from '../report/report-labels';
import { useApiErrorText } from '../shared/use-api-error-text';
import { AttachmentLinks } from './AttachmentLinks';
import { ExpandableRow } from './ExpandableRow';

type Report = csApi.CsDeclarationListApiResponse['items'][number];

/** One report: what and why, its state and date; opened, the text and files; 신고 취소 while only received. */
export function ReportRow({ report }: { report: Report }) {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const errorText = useApiErrorText();
  const [confirming, setConfirming] = useState(false);
  const [remove, { isLoading }] = csApi.useCsDeclarationDeleteMutation();
  const reason = REPORT_REASON_KEYS[report.reason];

  const withdraw = async () => {
    const result = await remove({ id: report.declarationId });
    if (result.error) notify.error(errorText(result.error));
    else notify.success(t('member.report.withdrawn'));
  };

  return (
    <ExpandableRow
      title={t('member.report.rowTitle', {
        kind: t(REPORT_TARGET_KEYS[report.targetType]),
        id: report.targetId,
        reason: reason ? t(reason) : '',
      })}
      badge={
        <span
          className={`shrink-0 rounded px-1.5 py-0.5 text-[11px] font-bold ${report.status === 'actioned' ? 'bg-success/15 text-success' : 'bg-surface-raised text-muted'}`}
        >
          {t(REPORT_STATUS_KEYS[report.status])}
        </span>
      }
      meta={formatDateTime(report.createdAt, false)}
    >
      <p className="whitespace-pre-wrap break-words text-sm text-text">{report.content}</p>
      {/* What customer service decided, once it has: the reporter's answer to their report. */}
      {(report.outcome || report.decisionReason) && (
        <div className="rounded bg-surface-raised px-3 py-2 text-sm text-text">
          {report.outcome && <p className="font-semibold">{t('member.report.decision', { outcome: t(REPORT_OUTCOME_KEYS[report.outcome]) })}</p>}
          {report.decisionReason && (
            <p className="whitespace-pre-wrap break-words">{t('member.report.decisionReason', { reason: report.decisionReason })}</p>
          )}
        </div>
      )}
      <AttachmentLinks attachments={report.attachments} />
      {report.status === 'received' && (
        <div className="flex justify-end">
          <Button variant="secondary" loading={isLoading} onClick={() => setConfirming(true)}>
            {t('member.report.withdraw')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void withdraw()}
        confirmText={t('member.report.withdraw')}
        cancelText={t('common.cancel')}
        title={t('common.notice')}
      >
        {t('member.report.withdrawConfirm')}
      </ConfirmDialog>
    </ExpandableRow>
  );
}
