import { Button } from '@onair/ui';
import { useConsoleT } from '../i18n/use-console-t';

export type TablePagerProps = { page: number; size: number; total: number; onPage: (page: number) => void };

/** Previous / next and where the page stands, under a server-side table. */
export function TablePager({ page, size, total, onPage }: TablePagerProps) {
  const t = useConsoleT();
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <nav aria-label={t('console.table.pager')} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <span className="text-muted">{t('console.table.pages', { page, pages, total })}</span>
      <span className="flex gap-2">
        <Button variant="secondary" size="sm" guardMs={0} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('console.table.previous')}
        </Button>
        <Button variant="secondary" size="sm" guardMs={0} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('console.table.next')}
        </Button>
      </span>
    </nav>
  );
}
