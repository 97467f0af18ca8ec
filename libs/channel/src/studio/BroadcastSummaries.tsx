import { useIntl } from 'react-intl';
import { myApi } from '@onair/api-client';
import { isFeatureOn } from '@onair/brand';
import { useT } from '@onair/i18n';
import { useBrand } from '@onair/store';
import { Panel } from '@onair/ui';
import { EmptyState } from '../shared/EmptyState';
import { LoadError } from '../shared/LoadError';
import { useMoneyText } from './use-money-text';
import { LoadingState } from '../shared/LoadingState';

type Summary = myApi.StudioBroadcastsApiResponse['items'][number];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded bg-surface-raised p-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-bold text-text">{value}</dd>
    </div>
  );
}

/** One broadcast's summary: viewers, watch time, follows, and money in the currency and in won. */
export function BroadcastSummaryCard({ summary }: { summary: Summary }) {
  const t = useT();
  const intl = useIntl();
  const number = (value: number) => intl.formatNumber(value);
  const money = useMoneyText();
  const subscriptionsOn = isFeatureOn(useBrand(), 'subscriptions');
  const when = intl.formatDate(summary.startedAt, {
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <Panel title={summary.endedAt ? when : `${when} · ${t('studio.live.onAir')}`}>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <Figure label={t('studio.summary.peak')} value={number(summary.peakViewers)} />
        <Figure label={t('studio.summary.average')} value={number(summary.averageViewers)} />
        <Figure
          label={t('studio.summary.watchTime')}
          value={t('studio.summary.hours', {
            hours: intl.formatNumber(summary.watchMinutes / 60, { maximumFractionDigits: 1 }),
          })}
        />
        <Figure label={t('studio.summary.followers')} value={number(summary.newFollowers)} />
        <Figure
          label={t('studio.summary.gifts', { count: number(summary.giftCount) })}
          value={money(summary.giftAmount)}
        />
        <Figure label={t('studio.summary.giftsWon')} value={t('studio.won', { amount: number(summary.giftWon) })} />
        {subscriptionsOn && (
          <>
            <Figure
              label={t('studio.summary.subscriptions', { count: number(summary.subscriptionCount) })}
              value={money(summary.subscriptionAmount)}
            />
            <Figure
              label={t('studio.summary.subscriptionsWon')}
              value={t('studio.won', { amount: number(summary.subscriptionWon) })}
            />
          </>
        )}
      </dl>
    </Panel>
  );
}

/** The last broadcasts, newest first. */
export function BroadcastSummaries({ channelId }: { channelId: number }) {
  const t = useT();
  const { data, isLoading, refetch } = myApi.useStudioBroadcastsQuery({ channelId: String(channelId) });
  if (isLoading) return <LoadingState />;
  if (!data) return <LoadError onRetry={() => void refetch()} />;
  if (data.items.length === 0) return <EmptyState>{t('studio.summary.none')}</EmptyState>;
  return (
    <div className="grid gap-3">
      {data.items.map((summary) => (
        <BroadcastSummaryCard key={summary.broadcastId} summary={summary} />
      ))}
    </div>
  );
}
