import type { ReactNode } from 'react';
import { Button } from '../button/Button';

export type PagerProps = {
  /** The current page, from 1. */
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  /** The navigation's accessible name. */
  label: string;
  previousText: ReactNode;
  nextText: ReactNode;
};

/** Previous / next over a paged list (pages start at 1); hidden when everything fits on one page. */
export function Pager({ page, size, total, onPage, label, previousText, nextText }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-3 flex items-center justify-center gap-3 text-sm">
      <Button variant="secondary" size="sm" guardMs={0} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previousText}
      </Button>
      <span className="text-muted">
        {page} / {pages}
      </span>
      <Button variant="secondary" size="sm" guardMs={0} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {nextText}
      </Button>
    </nav>
  );
}
