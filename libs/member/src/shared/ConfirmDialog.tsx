import type { ReactNode } from 'react';
import { useT } from '@onair/i18n';
import { AlertDialog } from '@onair/ui';

/** "Are you sure?" before a deletion: 취소 keeps things as they are. */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  confirmText,
  children,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  confirmText: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <AlertDialog
      open={open}
      onClose={onClose}
      title={t('common.notice')}
      confirmText={confirmText}
      onConfirm={onConfirm}
      extraAction={{ label: t('common.cancel'), onClick: () => undefined }}
    >
      {children}
    </AlertDialog>
  );
}
