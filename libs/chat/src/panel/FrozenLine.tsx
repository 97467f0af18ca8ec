import { streamerTitle } from '@onair/brand';
import { useT } from '@onair/i18n';
import { selectLocale, useAppSelector, useBrand } from '@onair/store';

/** Told to everyone while the room is frozen, so a member knows why their lines are refused. */
export function FrozenLine() {
  const t = useT();
  const brand = useBrand();
  const locale = useAppSelector(selectLocale);
  return (
    <p role="status" className="border-b border-border bg-accent/10 px-3 py-1.5 text-xs font-semibold text-accent">
      {t('chat.frozen.line', { streamer: streamerTitle(brand, locale) })}
    </p>
  );
}
