import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../internal/cx';

export type SelectFieldProps = ComponentPropsWithRef<'select'> & {
  label: ReactNode;
  /** Keeps the label for screen readers only, where the row around the select already says what it is. */
  hideLabel?: boolean;
  /** Shown under the select and marks it invalid. */
  error?: string | null;
  /** Marks the select invalid when the error is said elsewhere (a form-level message). */
  invalid?: boolean;
};

/** A native select drawn like TextInput (native keeps mobile pickers and long lists usable), with its error under it. */
export function SelectField({
  label,
  hideLabel = false,
  error,
  invalid = false,
  id,
  className,
  children,
  ...rest
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={cx('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-text'}>
        {label}
      </label>
      <select
        {...rest}
        id={selectId}
        aria-invalid={invalid || Boolean(error) || undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        className="h-10 w-full min-w-0 rounded border border-border bg-surface px-2 text-sm text-text focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-invalid:border-danger disabled:opacity-50"
      >
        {children}
      </select>
      {error && (
        <p id={`${selectId}-error`} role="alert" className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
