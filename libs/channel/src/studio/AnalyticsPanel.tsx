import { useState } from 'react';
import { useIntl } from 'react-intl';
import { myApi } from '@onair/api-client';
import { isFeatureOn } from '@onair/brand';
import { ANALYTICS_PERIODS } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { useBrand } from '@onair/store';
import { Panel, TabBar } from '@onair/ui';
import { LoadError } from '../shared/LoadError';
import { useMoneyText } from './use-money-text';
import { LoadingState } from '../shared/LoadingState';
import { AnalyticsCharts } from './AnalyticsCharts';

type Period = `${(typeof ANALYTICS_PERIODS)[number]}`;

/** The totals of the period, the charts and the top gifters. */
export function AnalyticsView({ analytics }: { analytics: myApi.StudioAnalyticsApiResponse }) {
  const t = useT();
  const intl = useIntl();
  const number = (value: number) => intl.formatNumber(value);
  const money = useMoneyText();
  const { totals } = analytics;
  const subscriptionsOn = isFeatureOn(useBrand(), 'subscriptions');
  const figures: Array<[string, string]> = [
    [t('studio.analytics.followersTotal'), number(totals.followers)],
    [t('studio.analytics.newFollowers'), number(totals.newFollowers)],
    [t('studio.analytics.peakViewers'), number(totals.peakViewers)],
    [
      t('studio.analytics.gifts'),
      `${money(totals.giftAmount)} · ${t('studio.won', { amount: number(totals.giftWon) })}`,
    ],
  ];
  if (subscriptionsOn)
    figures.push([
      t('studio.analytics.subscriptions'),
      `${money(totals.subscriptionAmount)} · ${t('studio.won', { amount: number(totals.subscriptionWon) })}`,
    ]);
  return (
    <div className="grid gap-3">
      <dl
        className={`grid grid-cols-2 gap-2 text-sm ${subscriptionsOn ? 'md:grid-cols-5' : 'md:grid-cols-4'}`}
        data-testid="studio-analytics-totals"
      >
        {figures.map(([label, value]) => (
          <div key={label} className="rounded border border-border bg-surface p-2">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="font-bold text-text">{value}</dd>
          </div>
        ))}
      </dl>
      <AnalyticsCharts analytics={analytics} subscriptionsOn={subscriptionsOn} />
      <Panel title={t('studio.analytics.topGifters')}>
        {analytics.topGifters.length === 0 ? (
          <p className="text-sm text-muted">{t('studio.analytics.noGifters')}</p>
        ) : (
          <ol className="divide-y divide-border text-sm">
            {analytics.topGifters.map((gifter, index) => (
              <li key={gifter.memberId} className="flex items-center gap-3 py-1.5">
                <span className="w-6 text-muted">{index + 1}</span>
                <span className="flex-1 font-semibold text-text">{gifter.nickname}</span>
                <span className="text-muted">{t('studio.analytics.giftCount', { count: number(gifter.gifts) })}</span>
                <span className="font-bold text-text">{money(gifter.amount)}</span>
              </li>
            ))}
          </ol>
        )}
      </Panel>
    </div>
  );
}

/** Analytics over 7, 30 or 90 days. */
export function AnalyticsPanel({ channelId }: { channelId: number }) {
  const t = useT();
  const [period, setPeriod] = useState<Period>('7');
  const { data, isFetching, refetch } = myApi.useStudioAnalyticsQuery({
    channelId: String(channelId),
    days: Number(period) as (typeof ANALYTICS_PERIODS)[number],
  });
  return (
    <div className="grid gap-3">
      <TabBar
        label={t('studio.analytics.period')}
        items={ANALYTICS_PERIODS.map((days) => ({
          key: `${days}` as Period,
          label: t('studio.analytics.days', { days }),
        }))}
        selected={period}
        onSelect={setPeriod}
        layout="fit"
        size="sm"
      />
      {data ? (
        <AnalyticsView analytics={data} />
      ) : isFetching ? (
        <LoadingState />
      ) : (
        <LoadError onRetry={() => void refetch()} />
      )}
    </div>
  );
}
