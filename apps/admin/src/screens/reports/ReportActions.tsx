import { useState } from 'react';
import { adminApi } from '@onair/api-client';
import { Button, SelectField, notify } from '@onair/ui';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT } from '../../i18n/use-console-t';
import { DecisionDialog } from '../shared/DecisionDialog';
import { REPORT_OUTCOMES, outcomeKey, type ReportOutcome, type ReportStatus, type ReportTarget } from './report-labels';

type Act = 'review' | 'dismiss' | 'hide' | 'action';

export type ReportActionsProps = {
  reportId: number;
  status: ReportStatus;
  targetType: ReportTarget;
  /** After the API took a decision: the detail and the queue show the new state. */
  onDecided: () => void;
};

/**
 * The decisions the API offers on an open report, each behind a confirm step with its reason.
 * Hiding is offered only for posts and comments: the API hides nothing else.
 */
export function ReportActions({ reportId, status, targetType, onDecided }: ReportActionsProps) {
  const t = useConsoleT();
  const errorText = useApiErrorText();
  const [open, setOpen] = useState<Act | null>(null);
  const [outcome, setOutcome] = useState<ReportOutcome>('sanctioned');
  const [review] = adminApi.useAdminReviewReportMutation();
  const [dismiss] = adminApi.useAdminDismissReportMutation();
  const [hide] = adminApi.useAdminHideReportedContentMutation();
  const [action] = adminApi.useAdminActionReportMutation();
  const id = String(reportId);

  const run = async (act: Act, reason: string) => {
    const result =
      act === 'review'
        ? await review({ reportId: id })
        : act === 'dismiss'
          ? await dismiss({ reportId: id, body: { reason } })
          : act === 'hide'
            ? await hide({ reportId: id, body: { reason } })
            : await action({ reportId: id, body: { outcome, reason } });
    if (result.error) return errorText(result.error);
    setOpen(null);
    notify.success(t(`console.reports.done.${act}`));
    onDecided();
    return null;
  };

  const hideable = targetType === 'board' || targetType === 'comment';
  return (
    <div className="flex flex-wrap gap-2">
      {status === 'received' && (
        <Button variant="secondary" onClick={() => setOpen('review')}>
          {t('console.reports.act.review')}
        </Button>
      )}
      {hideable && (
        <Button variant="danger" onClick={() => setOpen('hide')}>
          {t('console.reports.act.hide')}
        </Button>
      )}
      <Button onClick={() => setOpen('action')}>{t('console.reports.act.action')}</Button>
      <Button variant="secondary" onClick={() => setOpen('dismiss')}>
        {t('console.reports.act.dismiss')}
      </Button>

      {open === 'review' && (
        <DecisionDialog
          title={t('console.reports.confirm.review', { id: reportId })}
          lead={t('console.reports.confirm.reviewLead')}
          confirmLabel={t('console.reports.act.review')}
          reason="none"
          onConfirm={(reason) => run('review', reason)}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'dismiss' && (
        <DecisionDialog
          title={t('console.reports.confirm.dismiss', { id: reportId })}
          confirmLabel={t('console.reports.act.dismiss')}
          reason="required"
          onConfirm={(reason) => run('dismiss', reason)}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'hide' && (
        <DecisionDialog
          title={t('console.reports.confirm.hide')}
          lead={t('console.reports.confirm.hideLead')}
          confirmLabel={t('console.reports.act.hide')}
          variant="danger"
          reason="required"
          onConfirm={(reason) => run('hide', reason)}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'action' && (
        <DecisionDialog
          title={t('console.reports.confirm.action', { id: reportId })}
          confirmLabel={t('console.reports.act.action')}
          reason="required"
          onConfirm={(reason) => run('action', reason)}
          onClose={() => setOpen(null)}
        >
          <SelectField
            label={t('console.reports.confirm.outcome')}
            value={outcome}
            onChange={(event) => setOutcome(event.target.value as ReportOutcome)}
          >
            {REPORT_OUTCOMES.map((value) => (
              <option key={value} value={value}>
                {t(outcomeKey(value))}
              </option>
            ))}
          </SelectField>
        </DecisionDialog>
      )}
    </div>
  );
}
