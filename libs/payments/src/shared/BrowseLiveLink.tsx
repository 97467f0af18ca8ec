import { Link } from 'react-router';
import { useT } from '@onair/i18n';

/**
 * An empty list's next step: the live channels on the home page. The my-page lists (libs/member)
 * say the same with the same words; this library may not import that one, so it has its own link.
 */
export function BrowseLiveLink() {
  const t = useT();
  return (
    <Link to="/" className="mt-2 block font-semibold text-accent hover:underline">
      {t('member.my.browseLive')}
    </Link>
  );
}
