import { useT } from '@onair/i18n';
import { Button } from '@onair/ui';

/** Previous / next over a paged list (pages start at 1); hidden when everything fits on one page. */
export function Pager({
  page,
  size,
  total,
  onPage,
}: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('member.pager.label')} className="mt-3 flex items-center justify-center gap-3 text-sm">
      <Button variant="secondary" size="sm" guardMs={0} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('member.pager.previous')}
      </Button>
      <span className="text-muted">{t('member.pager.position', { page, pages })}</span>
      <Button variant="secondary" size="sm" guardMs={0} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('member.pager.next')}
      </Button>
    </nav>
  );
}
