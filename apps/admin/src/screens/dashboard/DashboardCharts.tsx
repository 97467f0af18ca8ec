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
import type { adminApi } from '@onair/api-client';
import { Panel } from '@onair/ui';
import { useConsoleT } from '../../i18n/use-console-t';
import { SERIES } from './chart-colours';

type Figures = adminApi.AdminDashboardApiResponse;

const CHART_HEIGHT = 240;
const axis = { stroke: SERIES.axis, fontSize: 12 } as const;

/**
 * The dashboard's charts (Recharts, apps/admin/README.md says why): money by day, members by day,
 * and live channels and concurrent viewers over time. Each chart has a table of the same numbers
 * for screen readers, as a picture of numbers is not readable to them.
 */
export function DashboardCharts({ figures }: { figures: Figures }) {
  const t = useConsoleT();
  const intl = useIntl();
  const number = (value: unknown) => intl.formatNumber(Number(value));
  const dayLabel = (day: unknown) => intl.formatDate(`${String(day)}T00:00:00+09:00`, { month: 'numeric', day: 'numeric', timeZone: 'Asia/Seoul' });
  const timeLabel = (at: unknown) =>
    figures.from === figures.to
      ? intl.formatTime(String(at), { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Seoul' })
      : intl.formatDate(String(at), { month: 'numeric', day: 'numeric', hour: '2-digit', timeZone: 'Asia/Seoul' });

  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <Panel title={t('console.dashboard.chart.money')}>
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <BarChart data={figures.days} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
            <CartesianGrid stroke={SERIES.grid} vertical={false} />
            <XAxis dataKey="day" tickFormatter={dayLabel} {...axis} />
            <YAxis tickFormatter={number} width={72} {...axis} />
            <Tooltip formatter={number} labelFormatter={dayLabel} />
            <Legend />
            <Bar dataKey="purchaseWon" name={t('console.dashboard.purchaseWon')} fill={SERIES.first} maxBarSize={48} isAnimationActive={false} />
            <Bar dataKey="gifted" name={t('console.dashboard.chart.giftedUnits')} fill={SERIES.second} maxBarSize={48} isAnimationActive={false} />
            <Bar dataKey="commission" name={t('console.dashboard.chart.commissionUnits')} fill={SERIES.third} maxBarSize={48} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </Panel>
      <Panel title={t('console.dashboard.chart.members')}>
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <BarChart data={figures.days} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
            <CartesianGrid stroke={SERIES.grid} vertical={false} />
            <XAxis dataKey="day" tickFormatter={dayLabel} {...axis} />
            <YAxis tickFormatter={number} width={56} allowDecimals={false} {...axis} />
            <Tooltip formatter={number} labelFormatter={dayLabel} />
            <Legend />
            <Bar dataKey="signups" name={t('console.dashboard.signups')} fill={SERIES.first} maxBarSize={48} isAnimationActive={false} />
            <Bar dataKey="activeMembers" name={t('console.dashboard.activeMembers')} fill={SERIES.second} maxBarSize={48} isAnimationActive={false} />
            <Bar dataKey="subscriptions" name={t('console.dashboard.subscriptions')} fill={SERIES.third} maxBarSize={48} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </Panel>
      <Panel title={t('console.dashboard.chart.viewers')} className="xl:col-span-2">
        {figures.viewers.length === 0 ? (
          <p className="text-sm text-muted">{t('console.dashboard.noSamples')}</p>
        ) : (
          <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
            <LineChart data={figures.viewers} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
              <CartesianGrid stroke={SERIES.grid} vertical={false} />
              <XAxis dataKey="at" tickFormatter={timeLabel} minTickGap={24} {...axis} />
              <YAxis yAxisId="viewers" tickFormatter={number} width={56} allowDecimals={false} {...axis} />
              <YAxis yAxisId="channels" orientation="right" width={40} allowDecimals={false} {...axis} />
              <Tooltip formatter={number} labelFormatter={timeLabel} />
              <Legend />
              <Line
                yAxisId="viewers"
                dataKey="viewers"
                name={t('console.dashboard.viewers')}
                stroke={SERIES.first}
                dot={false}
                isAnimationActive={false}
              />
              <Line
                yAxisId="channels"
                dataKey="liveChannels"
                name={t('console.dashboard.liveChannels')}
                stroke={SERIES.second}
                dot={false}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        )}
      </Panel>
    </div>
  );
}
