import { useFormatDateTime } from '@onair/i18n';
import { Button, Dialog } from '@onair/ui';
import { useConsoleT } from '../../i18n/use-console-t';
import { AttachmentList } from '../shared/AttachmentList';
import { AnswerForm } from './AnswerForm';
import { categoryKey, inquiryStatusKey, type Inquiry } from './inquiry-labels';

/** One inquiry: the member's question and files, and the answer form. */
export function InquiryDialog({ inquiry, onClose, onAnswered }: { inquiry: Inquiry; onClose: () => void; onAnswered: () => void }) {
  const t = useConsoleT();
  const formatDateTime = useFormatDateTime();
  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={inquiry.title}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('console.reports.close')}
        </Button>
      }
    >
      <div className="flex flex-col gap-5">
        <section className="flex flex-col gap-2">
          <p className="flex flex-wrap gap-x-3 text-xs text-muted">
            <span>{t(categoryKey(inquiry.category))}</span>
            <span>{t(inquiryStatusKey(inquiry.status))}</span>
            <span>
              {t('console.inquiries.asked', {
                nickname: inquiry.member.nickname,
                id: inquiry.member.memberId,
                date: formatDateTime(inquiry.createdAt),
              })}
            </span>
          </p>
          <h3 className="text-sm font-semibold text-text">{t('console.inquiries.question')}</h3>
          <div className="whitespace-pre-wrap break-words rounded border border-border bg-surface-raised p-3 text-sm text-text">
            {inquiry.content}
          </div>
        </section>
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-text">{t('console.attachments.title')}</h3>
          <AttachmentList attachments={inquiry.attachments} />
        </section>
        <section className="flex flex-col gap-2 border-t border-border pt-4">
          {inquiry.answeredAt && (
            <p className="text-xs text-muted">
              {t('console.inquiries.answeredAt', { date: formatDateTime(inquiry.answeredAt) })}
            </p>
          )}
          <AnswerForm inquiryId={inquiry.inquiryId} answer={inquiry.answer} onAnswered={onAnswered} />
        </section>
      </div>
    </Dialog>
  );
}
