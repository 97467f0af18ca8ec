import { Button } from '@onair/ui';

/**
 * A form dialog's footer: cancel, and the submit button of the form `formId` (the form sits in the
 * dialog's body, the buttons in its footer, tied by the form attribute), busy while the call runs.
 */
export function FormDialogFooter({
  formId,
  submitText,
  cancelText,
  busy,
  danger = false,
  onCancel,
}: {
  formId: string;
  submitText: string;
  cancelText: string;
  busy: boolean;
  danger?: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        {cancelText}
      </Button>
      <Button type="submit" form={formId} variant={danger ? 'danger' : 'primary'} loading={busy}>
        {submitText}
      </Button>
    </>
  );
}
