import { useT } from '@onair/i18n';
import { Spinner } from '../button/Spinner';

/** A section or page still waiting for its data (불러오는 중입니다. unless told otherwise). */
export function LoadingState({ label }: { label?: string }) {
  const t = useT();
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-muted">
      <Spinner />
      {label ?? t('common.loading')}
    </p>
  );
}
