import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useT } from '@onair/i18n';

/** A multi-line input with its label, its error and, with maxLength, a "12 / 500" counter. */
export function TextAreaField({
  label,
  error,
  id,
  value,
  maxLength,
  className,
  ...rest
}: ComponentPropsWithRef<'textarea'> & { label: ReactNode; error?: string | null; value: string }) {
  const t = useT();
  const autoId = useId();
  const fieldId = id ?? autoId;
  const counterId = `${fieldId}-counter`;
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className ?? ''}`}>
      <label htmlFor={fieldId} className="text-sm font-medium text-text">
        {label}
      </label>
      <textarea
        {...rest}
        id={fieldId}
        value={value}
        maxLength={maxLength}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={[error && `${fieldId}-error`, maxLength && counterId].filter(Boolean).join(' ') || undefined}
        className="min-h-32 w-full resize-y rounded border border-border bg-surface px-3 py-2 text-sm text-text placeholder:text-muted focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-invalid:border-danger"
      />
      <div className="flex items-start justify-between gap-2">
        {error ? (
          <p id={`${fieldId}-error`} role="alert" className="text-xs font-medium text-danger">
            {error}
          </p>
        ) : (
          <span />
        )}
        {maxLength !== undefined && (
          <span id={counterId} className="shrink-0 text-xs tabular-nums text-muted">
            {t('member.counter', { count: value.length, max: maxLength })}
          </span>
        )}
      </div>
    </div>
  );
}
