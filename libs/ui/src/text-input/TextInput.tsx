import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../internal/cx';

export type TextInputProps = ComponentPropsWithRef<'input'> & {
  label: ReactNode;
  /** Shown under the input; marks it aria-invalid and describes it. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** Classes for the wrapper; className goes to the <input>. */
  containerClassName?: string;
};

export function TextInput({
  label,
  error,
  hint,
  hideLabel = false,
  containerClassName,
  className,
  id,
  type = 'text',
  'aria-describedby': describedBy,
  ...inputProps
}: TextInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describers = [hasError && errorId, hint && hintId, describedBy].filter(Boolean).join(' ');

  return (
    <div className={cx('flex flex-col gap-1.5', containerClassName)}>
      <label htmlFor={inputId} className={cx('text-sm font-medium text-text', hideLabel && 'sr-only')}>
        {label}
      </label>
      <input
        {...inputProps}
        id={inputId}
        type={type}
        aria-invalid={hasError || undefined}
        aria-describedby={describers || undefined}
        className={cx(
          'h-10 w-full rounded border border-border bg-surface px-3 text-sm text-text transition placeholder:text-muted',
          'focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30',
          'aria-invalid:border-danger aria-invalid:focus:ring-danger/30',
          'disabled:cursor-not-allowed disabled:opacity-50',
          className,
        )}
      />
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
