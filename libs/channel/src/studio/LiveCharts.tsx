import { useIntl } from 'react-intl';
import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { myApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { Panel } from '@onair/ui';
import { axis, SERIES } from './chart-style';

type Minute = myApi.StudioLiveApiResponse['minutes'][number];
const HEIGHT = 120;

/** Viewers and chat lines per minute of the live broadcast (Recharts, as the operator console's dashboard). */
export function LiveCharts({ minutes }: { minutes: Minute[] }) {
  const t = useT();
  const intl = useIntl();
  const time = (at: unknown) => intl.formatTime(String(at), { hour: '2-digit', minute: '2-digit' });
  if (minutes.length === 0)
    return (
      <Panel title={t('studio.live.viewers')}>
        <p className="text-sm text-muted">{t('studio.live.noMinutes')}</p>
      </Panel>
    );
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      <Panel title={t('studio.live.viewers')} className="!p-3">
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <LineChart data={minutes} margin={{ top: 4, right: 4, left: 0, bottom: 0 }}>
            <CartesianGrid stroke={SERIES.grid} vertical={false} />
            <XAxis dataKey="at" tickFormatter={time} minTickGap={24} {...axis} />
            <YAxis width={32} allowDecimals={false} {...axis} />
            <Tooltip labelFormatter={time} />
            <Line
              dataKey="viewers"
              name={t('studio.live.viewers')}
              stroke={SERIES.first}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </Panel>
      <Panel title={t('studio.live.chatRate')} className="!p-3">
        <ResponsiveContainer width="100%" height={HEIGHT}>
          <BarChart data={minutes} margin={{ top: 4, right: 4, left: 0, bottom: 0 }}>
            <CartesianGrid stroke={SERIES.grid} vertical={false} />
            <XAxis dataKey="at" tickFormatter={time} minTickGap={24} {...axis} />
            <YAxis width={32} allowDecimals={false} {...axis} />
            <Tooltip labelFormatter={time} />
            <Bar dataKey="chatLines" name={t('studio.live.chatRate')} fill={SERIES.second} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </Panel>
    </div>
  );
}
