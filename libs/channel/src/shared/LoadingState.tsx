import { useT } from '@onair/i18n';
import { Spinner } from '@onair/ui';

export function LoadingState({ className = 'py-12' }: { className?: string }) {
  const t = useT();
  return (
    <div role="status" aria-label={t('common.loading')} className={`flex justify-center ${className}`}>
      <Spinner />
    </div>
  );
}
