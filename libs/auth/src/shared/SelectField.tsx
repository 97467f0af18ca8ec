import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

export type SelectFieldProps = ComponentPropsWithRef<'select'> & {
  label: ReactNode;
  hideLabel?: boolean;
  invalid?: boolean;
};

/** A native select drawn like TextInput (native keeps mobile pickers and long lists usable). */
export function SelectField({ label, hideLabel = false, invalid = false, id, className, children, ...rest }: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className ?? ''}`}>
      <label htmlFor={selectId} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-text'}>
        {label}
      </label>
      <select
        {...rest}
        id={selectId}
        aria-invalid={invalid || undefined}
        className="h-10 w-full min-w-0 rounded border border-border bg-surface px-2 text-sm text-text focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30 aria-invalid:border-danger disabled:opacity-50"
      >
        {children}
      </select>
    </div>
  );
}
