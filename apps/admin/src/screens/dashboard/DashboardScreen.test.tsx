import { screen } from '@testing-library/react';
import { fakeApi, reply } from '@onair/store/testing';
import type { DashboardFigures } from '@onair/contracts';
import { makeTestStore, renderInConsole } from '../../testing/render-console';
import { DashboardScreen } from './DashboardScreen';

const day = {
  day: '2026-12-07',
  purchases: 3,
  purchaseWon: 33_000,
  gifted: 64_000,
  commission: 16_000,
  subscriptions: 0,
  payoutsPaid: 0,
  payoutsPaidWon: 0,
  signups: 14,
  activeMembers: 0,
  chatLines: 0,
  peakLiveChannels: 5,
  peakViewers: 0,
};
const figures: DashboardFigures = {
  brands: ['onair'],
  from: '2026-12-07',
  to: '2026-12-07',
  // One day in the range: the totals are that day's figures.
  totals: (({ day: _day, activeMembers, ...sums }) => ({ ...sums, activeMembersPerDay: activeMembers, chatLinesPerMinute: 0 }))(day),
  now: { liveChannels: 5, viewers: 0, payoutsPending: 0, payoutsPendingWon: 0, reportsOpen: 0 },
  days: [day],
  viewers: [],
  rolledUpAt: '2026-12-07T08:44:00.000Z',
};

const figureText = (term: string) => screen.getByText(term, { selector: 'dt' }).parentElement?.textContent;

test('gifts and the commission read in the currency, beside purchases in won', async () => {
  const api = fakeApi({ 'GET /api/admin/dashboard': reply(figures) });
  renderInConsole(<DashboardScreen />, { store: makeTestStore(api.fetchFn), path: '/dashboard' });
  await screen.findByText('선물된 재화', { selector: 'dt' });
  // A bare 64,000 beside a card in won was read as won: the currency's count says its unit.
  expect(figureText('선물된 재화')).toBe('선물된 재화64,000개');
  expect(figureText('플랫폼 수수료')).toBe('플랫폼 수수료16,000개');
  expect(figureText('구매 건수')).toBe('구매 건수333,000원');
});
