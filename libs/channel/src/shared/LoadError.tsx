import { useT } from '@onair/i18n';
import { Button } from '@onair/ui';

/** A failed load: what went wrong in general words, and a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center text-muted">
      <p>{t('channel.loadError')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
