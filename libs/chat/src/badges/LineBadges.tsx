import { useT } from '@onair/i18n';
import type { ChatLineBadges } from '../room/wire';

const pill = 'mr-1 inline-flex items-center gap-0.5 rounded px-1 align-[1px] text-[10px] font-bold leading-4';

/**
 * A line's subscriber and fan badges (docs/chat.md, "Badges"), as the server stored them with the
 * line. Each is an image to a screen reader, named in full ("구독 7개월", "열혈팬"); what shows is
 * the tier and a glyph.
 */
export function LineBadges({ badges }: { badges: ChatLineBadges }) {
  const t = useT();
  const { subscriber, fan } = badges;
  return (
    <>
      {subscriber && (
        <span
          role="img"
          aria-label={t('chat.badge.subscriber', { months: subscriber.months })}
          title={t('chat.badge.subscriber', { months: subscriber.months })}
          data-badge="subscriber"
          data-tier={subscriber.tier}
          className={`${pill} ${subscriber.tier >= 12 ? 'bg-accent text-accent-contrast' : 'bg-accent/20 text-accent'}`}
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-2.5 fill-current">
            <path d="M8 1l2.1 4.3 4.7.7-3.4 3.3.8 4.7L8 11.8 3.8 14l.8-4.7L1.2 6l4.7-.7z" />
          </svg>
          <span aria-hidden="true">{subscriber.tier >= 12 ? '12+' : subscriber.tier}</span>
        </span>
      )}
      {fan && (
        <span
          role="img"
          aria-label={t(fan === 'devoted' ? 'chat.badge.devoted' : 'chat.badge.fan')}
          title={t(fan === 'devoted' ? 'chat.badge.devoted' : 'chat.badge.fan')}
          data-badge={fan}
          className={`${pill} ${fan === 'devoted' ? 'bg-danger text-danger-contrast' : 'bg-danger/15 text-danger'}`}
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-2.5 fill-current">
            <path d="M8 14s-6-3.6-6-8a3.3 3.3 0 0 1 6-1.9A3.3 3.3 0 0 1 14 6c0 4.4-6 8-6 8z" />
          </svg>
          <span aria-hidden="true">{t(fan === 'devoted' ? 'chat.badge.devotedShort' : 'chat.badge.fanShort')}</span>
        </span>
      )}
    </>
  );
}
