import type { ReactNode } from 'react';
import { useT } from '@onair/i18n';
import { Button, Dialog } from '@onair/ui';

/** Asks before something that cannot be undone (deleting a post, a notice or a comment). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmText,
  busy = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmText: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      role="alertdialog"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" loading={busy} data-autofocus="" onClick={onConfirm}>
            {confirmText}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
