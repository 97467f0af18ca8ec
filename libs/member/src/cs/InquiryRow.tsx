import { useState } from 'react';
import { csApi } from '@onair/api-client';
import { useFormatDateTime, useT } from '@onair/i18n';
import { Button, ConfirmDialog, notify } from '@onair/ui';
import { useApiErrorText } from '../shared/use-api-error-text';
import { AttachmentLinks } from './AttachmentLinks';
import { ExpandableRow } from './ExpandableRow';
import { INQUIRY_CATEGORY_KEYS, INQUIRY_STATUS_KEYS } from './cs-labels';

type Inquiry = csApi.CsInquiryListV2ApiResponse['items'][number];

/** One inquiry: category, title, status and date; opened, its text, files and the answer; 삭제 while it waits. */
export function InquiryRow({ inquiry }: { inquiry: Inquiry }) {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const errorText = useApiErrorText();
  const [confirming, setConfirming] = useState(false);
  const [remove, { isLoading }] = csApi.useCsInquiryDeleteMutation();
  const category = INQUIRY_CATEGORY_KEYS[inquiry.category];
  const answered = inquiry.status === 'answered';

  const deleteIt = async () => {
    const result = await remove({ id: inquiry.inquiryId });
    if (result.error) notify.error(errorText(result.error));
    else notify.success(t('member.cs.inquiry.deleted'));
  };

  return (
    <ExpandableRow
      title={inquiry.title}
      badge={
        <span
          className={`shrink-0 rounded px-1.5 py-0.5 text-[11px] font-bold ${answered ? 'bg-success/15 text-success' : 'bg-surface-raised text-muted'}`}
        >
          {t(INQUIRY_STATUS_KEYS[inquiry.status])}
        </span>
      }
      meta={`${category ? t(category) : ''} · ${formatDateTime(inquiry.createdAt, false)}`}
    >
      <p className="whitespace-pre-wrap break-words text-sm text-text">{inquiry.content}</p>
      <AttachmentLinks attachments={inquiry.attachments} />
      {inquiry.answer !== null ? (
        <section aria-label={t('member.cs.inquiry.answer')} className="rounded border border-border bg-surface p-3">
          <h3 className="mb-1 text-xs font-bold text-accent">
            {t('member.cs.inquiry.answerAt', { date: inquiry.answeredAt ? formatDateTime(inquiry.answeredAt) : '' })}
          </h3>
          <p className="whitespace-pre-wrap break-words text-sm text-text">{inquiry.answer}</p>
        </section>
      ) : (
        <p className="text-xs text-muted">{t('member.cs.inquiry.noAnswer')}</p>
      )}
      {!answered && (
        <div className="flex justify-end">
          <Button variant="secondary" loading={isLoading} onClick={() => setConfirming(true)}>
            {t('member.cs.delete')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void deleteIt()}
        confirmText={t('member.cs.delete')}
        cancelText={t('common.cancel')}
        title={t('common.notice')}
      >
        {t('member.cs.inquiry.deleteConfirm', { title: inquiry.title })}
      </ConfirmDialog>
    </ExpandableRow>
  );
}
