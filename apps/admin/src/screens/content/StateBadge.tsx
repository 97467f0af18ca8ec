import type { ContentState } from '@onair/contracts';
import { useConsoleT } from '../../i18n/use-console-t';

const TONE: Record<ContentState, string> = {
  scheduled: 'bg-accent/10 text-accent',
  showing: 'bg-success/10 text-success',
  ended: 'bg-surface-raised text-muted',
  retired: 'bg-danger/10 text-danger',
};

/** Where an item stands now: scheduled, showing, ended or retired. */
export function StateBadge({ state }: { state: ContentState }) {
  const t = useConsoleT();
  return (
    <span className={`rounded px-1.5 py-0.5 text-xs font-medium whitespace-nowrap ${TONE[state]}`}>
      {t(`console.content.state.${state}`)}
    </span>
  );
}
