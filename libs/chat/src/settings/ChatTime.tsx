import { DEFAULT_TIME_ZONE } from '@onair/i18n';
import { selectLocale, useAppSelector } from '@onair/store';

/** A line's time (hours and minutes, Korean time as the site's other times) before its nickname, when timestamps are on. */
export function ChatTime({ at }: { at: string }) {
  const locale = useAppSelector(selectLocale);
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return null;
  const text = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: DEFAULT_TIME_ZONE,
  }).format(date);
  return (
    <time dateTime={at} className="mr-1.5 text-[0.85em] tabular-nums text-muted">
      {text}
    </time>
  );
}
