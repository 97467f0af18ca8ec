import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from '../internal/cx';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & { label: ReactNode };

/** A native checkbox in the accent colour, its label clickable. */
export function Checkbox({ label, id, className, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <label htmlFor={inputId} className={cx('inline-flex cursor-pointer select-none items-center gap-2 text-sm text-text', className)}>
      <input {...rest} id={inputId} type="checkbox" className="size-4 shrink-0 cursor-pointer accent-accent" />
      <span>{label}</span>
    </label>
  );
}
