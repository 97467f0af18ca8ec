import { SignInRequired } from '@onair/auth/gates';
import { useT } from '@onair/i18n';
import { selectIsSignedIn, useAppSelector } from '@onair/store';
import { Dialog } from '@onair/ui';
import { ReportForm } from './ReportForm';
import type { ReportTargetType } from './report-labels';

/** What is reported: its kind and id, and how to name it to the reporter (a nickname, a channel name). */
/** seq: a chat line's number in its room (type chat, id the channel). */
export type ReportTarget = { type: ReportTargetType; id: number; seq?: number; label?: string };

export type ReportDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Fixed by the page that opens it (a channel, a post…); without one the member picks the kind and the id. */
  target?: ReportTarget;
  onReported?: () => void;
};

/**
 * 신고하기: a reason, what happened and up to 3 files, sent to customer service; the member sees
 * it afterwards under 고객센터 › 신고 내역. A visitor gets the sign-in prompt instead of the form.
 */
export function ReportDialog({ open, onClose, target, onReported }: ReportDialogProps) {
  const t = useT();
  const signedIn = useAppSelector(selectIsSignedIn);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('member.report.title')}
      showCloseButton
      closeLabel={t('common.close')}
      size="md"
    >
      {signedIn ? (
        <ReportForm
          target={target}
          onCancel={onClose}
          onDone={() => {
            onReported?.();
            onClose();
          }}
        />
      ) : (
        <SignInRequired inline />
      )}
    </Dialog>
  );
}
