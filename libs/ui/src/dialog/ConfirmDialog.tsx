import type { ReactNode } from 'react';
import { AlertDialog } from './AlertDialog';

export type ConfirmDialogProps = {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  confirmText: string;
  /** The button that keeps things as they are. */
  cancelText: string;
  title?: ReactNode;
  children: ReactNode;
};

/** "Are you sure?" before an action that cannot be taken back: the cancel button only closes the dialog. */
export function ConfirmDialog({ open, onClose, onConfirm, confirmText, cancelText, title, children }: ConfirmDialogProps) {
  return (
    <AlertDialog
      open={open}
      onClose={onClose}
      title={title}
      confirmText={confirmText}
      onConfirm={onConfirm}
      extraAction={{ label: cancelText, onClick: () => undefined }}
    >
      {children}
    </AlertDialog>
  );
}
