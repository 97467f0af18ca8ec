import { useId, type ReactNode } from 'react';

/**
 * One choice of a radio group drawn as a card; the native radio keeps keyboard and screen readers
 * working. A description (what the choice is for) is read after the choice's name, not as part of it.
 */
export function RadioCard({
  name,
  value,
  checked,
  onSelect,
  description,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <label
      className={`flex cursor-pointer flex-col gap-1 rounded border bg-surface-raised p-3 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent sm:p-4 ${
        checked ? 'border-accent ring-2 ring-accent/30' : 'border-border hover:border-accent/60'
      }`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        className="sr-only"
        {...(description ? { 'aria-labelledby': `${id}-name`, 'aria-describedby': `${id}-description` } : {})}
      />
      {description ? (
        <>
          <span id={`${id}-name`} className="flex flex-col gap-1">
            {children}
          </span>
          <span id={`${id}-description`} className="text-xs leading-snug text-muted">
            {description}
          </span>
        </>
      ) : (
        children
      )}
    </label>
  );
}
