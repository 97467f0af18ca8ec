import { SessionExpiredDialog } from '@onair/auth/dialogs';
import { selectSessionExpired, sessionExpiredDismissed, useAppDispatch, useAppSelector } from '@onair/store';
import { useOpenAuthDialog } from './use-open-auth-dialog';

export type SessionExpiredGateProps = {
  /** 취소: the page behind is stale, so it is reloaded. Tests pass a spy. */
  reload?: () => void;
};

/** Shows the session-expired dialog when a refresh ended the session (raised by the base query). */
export function SessionExpiredGate({ reload = () => window.location.reload() }: SessionExpiredGateProps) {
  const open = useAppSelector(selectSessionExpired);
  const dispatch = useAppDispatch();
  const openAuthDialog = useOpenAuthDialog();
  const confirm = () => {
    dispatch(sessionExpiredDismissed());
    openAuthDialog('signIn');
  };
  return <SessionExpiredDialog open={open} onCancel={reload} onConfirm={confirm} />;
}
