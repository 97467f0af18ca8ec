import type { ReactNode } from 'react';

/** One line of a money list: what and when on the left, the figure (and any action) on the right. */
export function ListRow({
  title,
  detail,
  figure,
  action,
}: {
  title: ReactNode;
  detail?: ReactNode;
  figure?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-text">{title}</p>
        {detail && <p className="mt-0.5 text-xs text-muted">{detail}</p>}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1 text-sm sm:flex-row sm:items-center sm:gap-3">
        {figure}
        {action}
      </div>
    </li>
  );
}
