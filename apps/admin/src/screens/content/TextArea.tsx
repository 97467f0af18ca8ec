import { useId } from 'react';

/** A labelled multi-line text field, drawn like the console's other inputs. */
export function TextArea({
  label,
  value,
  onChange,
  maxLength,
  rows = 4,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  maxLength: number;
  rows?: number;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-text">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="w-full rounded border border-border bg-surface px-3 py-2 text-sm text-text focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/30"
      />
    </div>
  );
}
