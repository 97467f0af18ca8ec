import { useT } from '@onair/i18n';
import { Button, Dialog } from '@onair/ui';

export type SessionExpiredDialogProps = {
  open: boolean;
  /** 취소, and Escape: the app reloads the page. */
  onCancel: () => void;
  /** 확인: the app closes this dialog and opens the login dialog. */
  onConfirm: () => void;
};

/**
 * SPEC.md section 2, session-expired dialog. The page behind it is stale, so it cannot simply be
 * dismissed: a backdrop click does nothing and Escape counts as 취소.
 */
export function SessionExpiredDialog({ open, onCancel, onConfirm }: SessionExpiredDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      closeOnBackdrop={false}
      title={t('common.notice')}
      role="alertdialog"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button data-autofocus="" onClick={onConfirm}>
            {t('common.confirm')}
          </Button>
        </>
      }
    >
      {t('auth.sessionExpired')}
    </Dialog>
  );
}
