import { useT } from '@onair/i18n';
import { AlertDialog } from '@onair/ui';

/** SPEC section 8: error / error_msg texts and social errors are shown in the generic alert. */
export function ErrorAlert({ message, onClose }: { message: string | null; onClose: () => void }) {
  const t = useT();
  return (
    <AlertDialog open={message !== null} onClose={onClose} title={t('common.notice')} confirmText={t('common.confirm')}>
      {message}
    </AlertDialog>
  );
}
