import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

/** A native select drawn like TextInput (native keeps mobile pickers usable), with its error under it. */
export function SelectField({
  label,
  error,
  id,
  className,
  children,
  ...rest
}: ComponentPropsWithRef<'select'> & { label: ReactNode; error?: string | null }) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className ?? ''}`}>
      <label htmlFor={selectId} className="text-sm font-medium text-text">
        {label}
      </label>
      <select
        {...rest}
        id={selectId}
        aria-invalid={Boolean(error) || undefined}
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
