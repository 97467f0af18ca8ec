import { selectBrandChoice, selectStaff } from '../../app/console-slice';
import { useConsoleSelector } from '../../app/hooks';
import { siteCodeFor } from '../../app/site-code';
import { useConsoleT } from '../../i18n/use-console-t';

/**
 * A queue lives in one brand (the API scopes it by x-site-code). Under 전체 브랜드 the console sends
 * the account's first brand, so the screen says which brand's queue this is and how to see another.
 */
export function BrandScopeNote() {
  const t = useConsoleT();
  const choice = useConsoleSelector(selectBrandChoice);
  const staff = useConsoleSelector(selectStaff);
  const brand = siteCodeFor(staff, choice);
  if (choice !== 'all' || !brand) return null;
  return (
    <p role="note" className="rounded border border-border bg-surface-raised px-3 py-2 text-sm text-text">
      {t('console.queue.oneBrand', { brand })}
    </p>
  );
}
