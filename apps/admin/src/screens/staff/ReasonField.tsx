import { useId } from 'react';
import { useConsoleT } from '../../i18n/use-console-t';

/** Why staff do what they do: required here, kept in the audit log (500 characters at most). */
export function ReasonField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (reason: string) => void;
  error?: string;
}) {
  const t = useConsoleT();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-text">
        {t('console.staff.form.reason')}
      </label>
      <textarea
        id={id}
        name="reason"
        rows={2}
        maxLength={500}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded border border-border bg-surface px-3 py-2 text-sm text-text focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-invalid:border-danger"
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('console.staff.form.reasonHint')}
      </p>
      {error && (
        <p role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
