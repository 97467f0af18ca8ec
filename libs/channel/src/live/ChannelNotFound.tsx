import { Link } from 'react-router';
import { useT } from '@onair/i18n';

/** An unknown channel id, or one of another brand (the API answers 404 for both). */
export function ChannelNotFound() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 py-20 text-center">
      <h1 className="text-xl font-bold text-text">{t('live.notFound.title')}</h1>
      <p className="text-sm text-muted">{t('live.notFound.text')}</p>
      <Link to="/" className="mt-2 rounded bg-accent px-4 py-2 text-sm font-semibold text-accent-contrast">
        {t('common.goHome')}
      </Link>
    </section>
  );
}
