import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Dialog } from '@onair/ui';
import { useConsoleT } from '../../i18n/use-console-t';
import { FormFailure } from '../staff/FormFailure';
import { ReasonField } from '../staff/ReasonField';

export type ActionDialogProps = {
  /** The form's id (unique on the page): the footer's submit button points at it. */
  formId: string;
  title: string;
  lead?: string;
  /** The action's own fields, above the reason. */
  children?: ReactNode;
  /** What the confirm step says will happen, in a sentence. */
  summary: string;
  /** The last button's label (the action itself). */
  actionLabel: string;
  /** Drawn as a destructive action. */
  danger?: boolean;
  /** Checks the action's own fields before the confirm step; false keeps the form open. */
  check?: () => boolean;
  /** Sends the request; resolves to the API's error text to show, or null once it went through. */
  onSubmit: (reason: string) => Promise<string | null>;
  onClose: () => void;
  busy?: boolean;
};

/**
 * A staff action on a member or a channel: its fields and a required reason, then a confirm step
 * that repeats what will happen and why, since most of these cannot be taken back. A refusal stays
 * on the confirm step, in the API's words, so the operator can go back and change the form.
 */
export function ActionDialog({
  formId,
  title,
  lead,
  children,
  summary,
  actionLabel,
  danger = false,
  check = () => true,
  onSubmit,
  onClose,
  busy = false,
}: ActionDialogProps) {
  const t = useConsoleT();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const review = (event: FormEvent) => {
    event.preventDefault();
    const fieldsOk = check();
    setMissing(!reason.trim());
    if (fieldsOk && reason.trim()) setConfirming(true);
  };
  const send = async () => {
    setFailure(null);
    setFailure(await onSubmit(reason.trim()));
  };
  const back = () => {
    setFailure(null);
    setConfirming(false);
  };

  const footer = confirming ? (
    <>
      <Button variant="secondary" onClick={back}>
        {t('console.action.back')}
      </Button>
      <Button variant={danger ? 'danger' : 'primary'} loading={busy} onClick={() => void send()}>
        {actionLabel}
      </Button>
    </>
  ) : (
    <>
      <Button variant="secondary" onClick={onClose}>
        {t('console.staff.form.cancel')}
      </Button>
      <Button type="submit" form={formId}>
        {t('console.action.next')}
      </Button>
    </>
  );

  return (
    <Dialog open onClose={onClose} title={title} footer={footer}>
      {confirming ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm font-medium text-text">{summary}</p>
          <p className="text-sm text-text">
            <span className="text-muted">{t('console.action.reason')}</span> {reason.trim()}
          </p>
          <p className="text-xs text-muted">{t('console.action.confirmLead')}</p>
          <FormFailure text={failure} />
        </div>
      ) : (
        <form id={formId} noValidate onSubmit={review} className="flex flex-col gap-4">
          {lead && <p className="text-sm text-text">{lead}</p>}
          {children}
          <ReasonField
            value={reason}
            onChange={setReason}
            error={missing ? t('console.validation.reason') : undefined}
          />
        </form>
      )}
    </Dialog>
  );
}
