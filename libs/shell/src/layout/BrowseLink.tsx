import { Link } from 'react-router';
import { browsePath } from '@onair/channel';
import { useT } from '@onair/i18n';

/** The header's way to every category (docs/discovery.md); a phone reaches it from the search page. */
export function BrowseLink() {
  const t = useT();
  return (
    <Link to={browsePath()} className="hidden rounded px-3 py-1.5 text-muted hover:text-text sm:inline">
      {t('nav.browse')}
    </Link>
  );
}
