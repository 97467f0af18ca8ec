import { useIntl } from 'react-intl';
import type { myApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { Panel } from '@onair/ui';
import { useCurrency } from './use-money-text';

export type FeedEvent = myApi.StudioLiveApiResponse['recentEvents'][number];

/** A dot of the kind's colour: emoji would need a font that not every system has. */
const DOT: Record<FeedEvent['kind'], string> = {
  gift: 'bg-accent',
  subscription: 'bg-success',
  follow: 'bg-text-muted',
};

/** Follows, subscriptions and gifts as they happen, newest on top. */
export function EventFeed({ events, className = '' }: { events: FeedEvent[]; className?: string }) {
  const t = useT();
  const intl = useIntl();
  const currency = useCurrency();
  return (
    <Panel title={t('studio.live.events')} className={`flex min-h-0 flex-col !p-3 ${className}`}>
      {events.length === 0 ? (
        <p className="text-sm text-muted">{t('studio.live.noEvents')}</p>
      ) : (
        <ol
          className="min-h-0 flex-1 space-y-1 overflow-y-auto text-sm"
          aria-live="polite"
          data-testid="studio-event-feed"
        >
          {events.map((event, index) => (
            <li
              key={`${event.at}-${event.kind}-${event.nickname}-${index}`}
              className="flex gap-2 rounded bg-surface-raised px-2 py-1"
            >
              <span aria-hidden className={`mt-1.5 size-2 shrink-0 rounded-full ${DOT[event.kind]}`} />
              <span className="min-w-0 flex-1">
                <span className="font-semibold text-text">{event.nickname}</span>{' '}
                <span className="text-muted">
                  {t(`studio.event.${event.kind}`, { amount: intl.formatNumber(event.amount), currency })}
                </span>
                {event.message && <span className="block truncate text-text">{event.message}</span>}
              </span>
              <time className="shrink-0 text-xs text-muted" dateTime={event.at}>
                {intl.formatTime(event.at, { hour: '2-digit', minute: '2-digit' })}
              </time>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
