import { useT } from '@onair/i18n';
import { formatClock } from './format-clock';

/**
 * LIVE, red while the viewer watches the live edge. Behind it (a pause, a seek back) it greys, says
 * by how much, and is the button that jumps back to live, as on YouTube, Twitch and CHZZK.
 */
export function LiveBadge({ behind, onGoLive }: { behind: number | null; onGoLive(): void }) {
  const t = useT();
  if (behind === null)
    return (
      <span className="ml-2 rounded bg-danger px-1.5 py-0.5 text-xs font-bold text-danger-contrast">
        {t('player.live')}
      </span>
    );
  const time = formatClock(behind);
  return (
    <span className="ml-2 flex items-center gap-1.5">
      <button
        type="button"
        onClick={onGoLive}
        aria-label={t('player.goLive')}
        title={t('player.goLive')}
        className="flex min-h-10 cursor-pointer items-center gap-1 rounded px-1.5 text-xs font-bold text-text hover:bg-text/15 focus-visible:outline-2 focus-visible:outline-text"
      >
        <span className="size-2 rounded-full bg-muted" aria-hidden />
        {t('player.live')}
      </button>
      <span className="text-xs tabular-nums text-text">
        <span aria-hidden>-{time}</span>
        <span className="sr-only">{t('player.behindLive', { time })}</span>
      </span>
    </span>
  );
}
