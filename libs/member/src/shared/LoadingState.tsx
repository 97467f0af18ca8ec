import { useT } from '@onair/i18n';
import { Spinner } from '@onair/ui';

/** A section or page still waiting for its data. */
export function LoadingState() {
  const t = useT();
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-muted">
      <Spinner />
      {t('common.loading')}
    </p>
  );
}
