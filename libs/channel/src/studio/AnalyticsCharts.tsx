import { useIntl } from 'react-intl';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { myApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { Panel } from '@onair/ui';
import { axis, SERIES } from './chart-style';

type Analytics = myApi.StudioAnalyticsApiResponse;
const HEIGHT = 200;

/** Viewers, new followers and revenue by source per Korean day (subscriptions only where the brand has them). */
export function AnalyticsCharts({ analytics, subscriptionsOn }: { analytics: Analytics; subscriptionsOn: boolean }) {
  const t = useT();
  const intl = useIntl();
  const number = (value: unknown) => intl.formatNumber(Number(value));
  const day = (value: unknown) =>
    intl.formatDate(`${String(value)}T00:00:00+09:00`, { month: 'numeric', day: 'numeric', timeZone: 'Asia/Seoul' });
  const margin = { top: 8, right: 8, left: 0, bottom: 0 };
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <Panel title={t('studio.analytics.viewers')}>
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <LineChart data={analytics.series} margin={margin}>
            <CartesianGrid stroke={SERIES.grid} vertical={false} />
            <XAxis dataKey="day" tickFormatter={day} minTickGap={16} {...axis} />
            <YAxis width={40} allowDecimals={false} tickFormatter={number} {...axis} />
            <Tooltip formatter={number} labelFormatter={day} />
            <Line
              dataKey="peakViewers"
              name={t('studio.analytics.peakViewers')}
              stroke={SERIES.first}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </Panel>
      <Panel title={t('studio.analytics.followers')}>
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <BarChart data={analytics.series} margin={margin}>
            <CartesianGrid stroke={SERIES.grid} vertical={false} />
            <XAxis dataKey="day" tickFormatter={day} minTickGap={16} {...axis} />
            <YAxis width={40} allowDecimals={false} tickFormatter={number} {...axis} />
            <Tooltip formatter={number} labelFormatter={day} />
            <Bar
              dataKey="newFollowers"
              name={t('studio.analytics.newFollowers')}
              fill={SERIES.third}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </Panel>
      <Panel title={t('studio.analytics.revenue')} className="lg:col-span-2">
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <BarChart data={analytics.series} margin={margin}>
            <CartesianGrid stroke={SERIES.grid} vertical={false} />
            <XAxis dataKey="day" tickFormatter={day} minTickGap={16} {...axis} />
            <YAxis width={56} tickFormatter={number} {...axis} />
            <Tooltip formatter={number} labelFormatter={day} />
            <Legend />
            <Bar
              dataKey="giftAmount"
              stackId="revenue"
              name={t('studio.analytics.gifts')}
              fill={SERIES.first}
              isAnimationActive={false}
            />
            {subscriptionsOn && (
              <Bar
                dataKey="subscriptionAmount"
                stackId="revenue"
                name={t('studio.analytics.subscriptions')}
                fill={SERIES.second}
                isAnimationActive={false}
              />
            )}
          </BarChart>
        </ResponsiveContainer>
      </Panel>
    </div>
  );
}
