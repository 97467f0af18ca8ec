import { useT } from '@onair/i18n';
import { Button } from '../button/Button';

/** A section whose data did not load, with a retry. */
export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center text-sm text-muted">
      <p>{t('common.loadError')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
