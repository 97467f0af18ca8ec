import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Dialog, type ButtonVariant } from '@onair/ui';
import { useConsoleT } from '../../i18n/use-console-t';
import { FormFailure } from '../staff/FormFailure';

export type DecisionDialogProps = {
  title: string;
  lead?: string;
  confirmLabel: string;
  variant?: ButtonVariant;
  /** Whether the decision takes a reason, and whether it must. */
  reason: 'required' | 'optional' | 'none';
  /** Fields the decision needs besides the reason (an outcome…). */
  children?: ReactNode;
  /** Makes the call; answers the API's refusal in words, or null when it went through. */
  onConfirm: (reason: string) => Promise<string | null>;
  onClose: () => void;
};

/**
 * The confirm step of a decision on a member's report, inquiry or request: what will happen, the
 * reason the member will read, and the API's refusal shown in place if it says no.
 */
export function DecisionDialog({
  title,
  lead,
  confirmLabel,
  variant = 'primary',
  reason: reasonRule,
  children,
  onConfirm,
  onClose,
}: DecisionDialogProps) {
  const t = useConsoleT();
  const fieldId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = reasonRule === 'required' && !reason.trim();
    setMissing(empty);
    setFailure(null);
    if (empty) return;
    setSending(true);
    const refusal = await onConfirm(reason.trim());
    setSending(false);
    setFailure(refusal);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        {lead && <p className="text-sm text-text">{lead}</p>}
        {children}
        {reasonRule !== 'none' && (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fieldId} className="text-sm font-medium text-text">
              {reasonRule === 'required' ? t('console.decision.reason') : t('console.decision.reasonOptional')}
            </label>
            <textarea
              id={fieldId}
              name="reason"
              rows={3}
              maxLength={500}
              value={reason}
              aria-invalid={missing || undefined}
              aria-describedby={`${fieldId}-hint`}
              onChange={(event) => setReason(event.target.value)}
              className="w-full rounded border border-border bg-surface px-3 py-2 text-sm text-text focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-invalid:border-danger"
            />
            <p id={`${fieldId}-hint`} className="text-xs text-muted">
              {t('console.decision.memberSees')}
            </p>
            {missing && (
              <p role="alert" className="text-xs font-medium text-danger">
                {t('console.validation.reason')}
              </p>
            )}
          </div>
        )}
        <FormFailure text={failure} />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('console.decision.cancel')}
          </Button>
          <Button type="submit" variant={variant} loading={sending}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
