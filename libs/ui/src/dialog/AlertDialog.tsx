import type { ReactNode } from 'react';
import { Button } from '../button/Button';
import { Dialog } from './Dialog';
import { NativeAlert } from './NativeAlert';
import { useNativeAlert } from './native-alert-context';

export type AlertDialogAction = { label: string; onClick: () => void };

export type AlertDialogProps = {
  open: boolean;
  /** Called on Escape and on the backdrop, and after either button's handler. */
  onClose: () => void;
  /** The message. */
  children?: ReactNode;
  title?: ReactNode;
  confirmText?: string;
  onConfirm?: () => void;
  /** A second button left of the confirm button (e.g. 취소, 10초 간편회원가입). */
  extraAction?: AlertDialogAction;
};

/**
 * SPEC "generic alert dialog": title 안내 and confirm 확인 unless the caller passes translated text.
 * Under a NativeAlertProvider saying native (the app wrapper), a plain alert is a window.alert and
 * confirming runs onConfirm then onClose, as the button would; a dialog with an extra action stays
 * drawn here, since a native alert has one button only.
 */
export function AlertDialog({
  open,
  onClose,
  children,
  title = '안내',
  confirmText = '확인',
  onConfirm,
  extraAction,
}: AlertDialogProps) {
  const native = useNativeAlert();
  const confirm = () => {
    onConfirm?.();
    onClose();
  };
  const extra = () => {
    extraAction?.onClick();
    onClose();
  };
  if (native && !extraAction) {
    return (
      <NativeAlert open={open} fallbackText={typeof title === 'string' ? title : confirmText} onDismiss={confirm}>
        {children}
      </NativeAlert>
    );
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      role="alertdialog"
      size="sm"
      footer={
        <>
          {extraAction && (
            <Button variant="secondary" onClick={extra}>
              {extraAction.label}
            </Button>
          )}
          <Button data-autofocus="" onClick={confirm}>
            {confirmText}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
