import { useEffect, useState } from 'react';
import { useT } from '@onair/i18n';
import { formatClock } from './format-clock';

/** How long the broadcast has been on air (from the channel's liveStartedAt), ticking each second. */
export function Uptime({ startedAt, className = '' }: { startedAt: string; className?: string }) {
  const t = useT();
  const started = Date.parse(startedAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (Number.isNaN(started)) return null;
  return (
    <span className={`ml-2 text-xs tabular-nums text-text ${className}`} data-testid="player-uptime">
      <span className="sr-only">{t('player.uptime')} </span>
      {formatClock((now - started) / 1000)}
    </span>
  );
}
