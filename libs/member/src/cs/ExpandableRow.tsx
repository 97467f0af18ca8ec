import { useId, useState, type ReactNode } from 'react';

/** A list row whose title opens its body in place (a disclosure): notices, inquiries, reports. */
export function ExpandableRow({
  title,
  badge,
  meta,
  children,
}: {
  title: ReactNode;
  badge?: ReactNode;
  meta?: ReactNode;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <li className="py-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((now) => !now)}
        className="flex min-h-10 w-full cursor-pointer flex-col gap-1 py-2 text-left sm:flex-row sm:items-center sm:gap-3"
      >
        <span className="flex min-w-0 flex-1 items-center gap-2">
          {badge}
          <span className="truncate text-sm font-semibold text-text">{title}</span>
        </span>
        {meta && <span className="shrink-0 text-xs text-muted">{meta}</span>}
      </button>
      {open && (
        <div id={bodyId} className="mb-2 flex flex-col gap-3 rounded bg-surface-raised p-3">
          {children}
        </div>
      )}
    </li>
  );
}
