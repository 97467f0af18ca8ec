import { useState } from 'react';
import { useIntl } from 'react-intl';
import { adminApi } from '@onair/api-client';
import { useFormatDateTime } from '@onair/i18n';
import { QueryState } from '@onair/ui';
import { selectBrandChoice, selectStaff } from '../../app/console-slice';
import { useConsoleSelector } from '../../app/hooks';
import { useConsoleT } from '../../i18n/use-console-t';
import { ScreenFrame } from '../shared/ScreenFrame';
import { BooksPanel } from './BooksPanel';
import { DashboardCharts } from './DashboardCharts';
import { DashboardControls, type DashboardChoice } from './DashboardControls';
import { FigureCard } from './FigureCard';

/** The rollup job runs every minute; asking again as often keeps the screen as fresh as its figures. */
const REFRESH_MS = 60_000;

const koreanToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

/**
 * The business dashboard: purchases, gifts, commission, subscriptions, payouts, members, live
 * channels, viewers, chat and reports, per brand or for all the account holds, over today, 7 or
 * 30 days or a range; charts by day and over time; and the books panel.
 */
export function DashboardScreen() {
  const t = useConsoleT();
  const intl = useIntl();
  const formatDateTime = useFormatDateTime();
  const staff = useConsoleSelector(selectStaff);
  const brandChoice = useConsoleSelector(selectBrandChoice);
  const [choice, setChoice] = useState<DashboardChoice>(() => ({
    brand: brandChoice,
    period: 'today',
    from: koreanToday(),
    to: koreanToday(),
  }));
  const result = adminApi.useAdminDashboardQuery(
    {
      brand: choice.brand,
      period: choice.period,
      ...(choice.period === 'range' ? { from: choice.from, to: choice.to } : {}),
    },
    { pollingInterval: REFRESH_MS },
  );
  const n = (value: number) => intl.formatNumber(value);
  const won = (value: number) => t('console.dashboard.won', { amount: n(value) });
  // Gifts and the commission are counted in the brands' currency, not in won: the unit says so.
  const units = (value: number) => t('console.dashboard.currencyUnits', { amount: n(value) });

  return (
    <ScreenFrame title={t('console.dashboard.title')} lead={t('console.dashboard.lead')}>
      {staff && <DashboardControls held={staff.brands} choice={choice} onChange={setChoice} />}
      <QueryState query={result}>
        {(figures) => (
          <>
            <p className="text-xs text-muted">
              {figures.rolledUpAt
                ? t('console.dashboard.rolledUpAt', { at: formatDateTime(figures.rolledUpAt) })
                : t('console.dashboard.notRolledUp')}
            </p>
            <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
              <FigureCard
                label={t('console.dashboard.purchases')}
                value={n(figures.totals.purchases)}
                detail={won(figures.totals.purchaseWon)}
              />
              <FigureCard label={t('console.dashboard.gifted')} value={units(figures.totals.gifted)} />
              <FigureCard label={t('console.dashboard.commission')} value={units(figures.totals.commission)} />
              <FigureCard label={t('console.dashboard.subscriptions')} value={n(figures.totals.subscriptions)} />
              <FigureCard
                label={t('console.dashboard.payoutsPending')}
                value={n(figures.now.payoutsPending)}
                detail={won(figures.now.payoutsPendingWon)}
              />
              <FigureCard
                label={t('console.dashboard.payoutsPaid')}
                value={n(figures.totals.payoutsPaid)}
                detail={won(figures.totals.payoutsPaidWon)}
              />
              <FigureCard label={t('console.dashboard.signups')} value={n(figures.totals.signups)} />
              <FigureCard
                label={t('console.dashboard.activeMembersPerDay')}
                value={n(figures.totals.activeMembersPerDay)}
              />
              <FigureCard
                label={t('console.dashboard.liveChannels')}
                value={n(figures.now.liveChannels)}
                detail={t('console.dashboard.peak', { value: n(figures.totals.peakLiveChannels) })}
              />
              <FigureCard
                label={t('console.dashboard.viewers')}
                value={n(figures.now.viewers)}
                detail={t('console.dashboard.peak', { value: n(figures.totals.peakViewers) })}
              />
              <FigureCard
                label={t('console.dashboard.chatPerMinute')}
                value={n(figures.totals.chatLinesPerMinute)}
                detail={t('console.dashboard.chatLines', { value: n(figures.totals.chatLines) })}
              />
              <FigureCard label={t('console.dashboard.reportsOpen')} value={n(figures.now.reportsOpen)} />
            </dl>
            <DashboardCharts figures={figures} />
          </>
        )}
      </QueryState>
      <BooksPanel />
    </ScreenFrame>
  );
}
