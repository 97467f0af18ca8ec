import { Link } from 'react-router';
import { useT } from '@onair/i18n';

/** An empty list's text and where to go from it: a new member has followed and watched nothing yet. */
export function EmptyWithBrowseLink({ text }: { text: string }) {
  const t = useT();
  return (
    <>
      {text}
      <Link
        to="/"
        className="mx-auto mt-1 flex min-h-10 w-fit items-center px-2 font-semibold text-accent hover:underline"
      >
        {t('member.my.browseLive')}
      </Link>
    </>
  );
}
