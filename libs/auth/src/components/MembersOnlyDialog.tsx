import { useT } from '@onair/i18n';
import { Button, Dialog } from '@onair/ui';

export type MembersOnlyDialogProps = {
  open: boolean;
  /** Escape, a backdrop click, the close icon, and after either button. */
  onClose: () => void;
  /** 로그인 하기: open the login dialog. */
  onLogin: () => void;
  /** 10초 간편회원가입: open the signup tab. */
  onSignup: () => void;
};

/**
 * SPEC.md section 2, members-only dialog: shown to a visitor who tries a members-only action.
 * Each button runs its handler, then onClose (the same order as AlertDialog).
 */
export function MembersOnlyDialog({ open, onClose, onLogin, onSignup }: MembersOnlyDialogProps) {
  const t = useT();
  const then = (action: () => void) => () => {
    action();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('auth.membersOnly.title')}
      role="alertdialog"
      size="sm"
      showCloseButton
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="secondary" onClick={then(onSignup)}>
            {t('auth.membersOnly.quickSignup')}
          </Button>
          <Button data-autofocus="" onClick={then(onLogin)}>
            {t('auth.membersOnly.login')}
          </Button>
        </>
      }
    >
      {t('auth.membersOnly.text')}
    </Dialog>
  );
}
