import * as v from 'valibot';
import { BRAND_CODES } from '../enums';
import { defineRoute } from '../route';

/** today, the last 7 or 30 Korean calendar days (today included), or from and to (inclusive). */
export const DASHBOARD_PERIODS = ['today', '7d', '30d', 'range'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

const Day = v.pipe(v.string(), v.isoDate('must be a date, YYYY-MM-DD'));

export const DashboardQuery = v.object({
  /** all: every brand the account holds; else one of them. */
  brand: v.optional(v.picklist(['all', ...BRAND_CODES]), 'all'),
  period: v.optional(v.picklist(DASHBOARD_PERIODS), 'today'),
  from: v.optional(Day),
  to: v.optional(Day),
});

/** One Korean calendar day's figures (the rollup of that day). */
export const DashboardDay = v.object({
  day: v.string(),
  purchases: v.number(),
  purchaseWon: v.number(),
  gifted: v.number(),
  commission: v.number(),
  subscriptions: v.number(),
  payoutsPaid: v.number(),
  payoutsPaidWon: v.number(),
  signups: v.number(),
  activeMembers: v.number(),
  chatLines: v.number(),
  peakLiveChannels: v.number(),
  peakViewers: v.number(),
});
export type DashboardDay = v.InferOutput<typeof DashboardDay>;

export const DashboardFigures = v.object({
  brands: v.array(v.picklist(BRAND_CODES)),
  from: v.string(),
  to: v.string(),
  /** Sums over the days (activeMembers: the average a day; peaks: the highest). */
  totals: v.object({
    purchases: v.number(),
    purchaseWon: v.number(),
    gifted: v.number(),
    commission: v.number(),
    subscriptions: v.number(),
    payoutsPaid: v.number(),
    payoutsPaidWon: v.number(),
    signups: v.number(),
    activeMembersPerDay: v.number(),
    chatLines: v.number(),
    /** Chat lines over the period's minutes so far, one decimal. */
    chatLinesPerMinute: v.number(),
    peakLiveChannels: v.number(),
    peakViewers: v.number(),
  }),
  /** Read from the stores as the request is answered. */
  now: v.object({
    liveChannels: v.number(),
    viewers: v.number(),
    payoutsPending: v.number(),
    payoutsPendingWon: v.number(),
    reportsOpen: v.number(),
  }),
  days: v.array(DashboardDay),
  /** Live channels and concurrent viewers over the period (per minute for a day, per hour beyond). */
  viewers: v.array(v.object({ at: v.string(), liveChannels: v.number(), viewers: v.number() })),
  /** When the rollup job last rewrote these days; null before its first run. */
  rolledUpAt: v.nullable(v.string()),
});
export type DashboardFigures = v.InferOutput<typeof DashboardFigures>;

export const BooksCheck = v.object({
  at: v.string(),
  ok: v.boolean(),
  problems: v.array(v.string()),
  durationMs: v.number(),
});

/** The latest run of the ledger invariants, and the latest that passed. */
export const BooksStatus = v.object({ lastCheck: v.nullable(BooksCheck), lastPassedAt: v.nullable(v.string()) });

/** The business dashboard and its books panel in the operator console. */
export const adminDashboardRoutes = {
  dashboard: defineRoute({
    method: 'GET',
    path: '/api/admin/dashboard',
    group: 'admin',
    operationId: 'adminDashboard',
    summary: 'Business figures per brand or for all, over today, 7 or 30 days or a range: from the daily rollups of the ledger and the stores.',
    access: 'staff',
    query: DashboardQuery,
    response: DashboardFigures,
  }),
  books: defineRoute({
    method: 'GET',
    path: '/api/admin/books',
    group: 'admin',
    operationId: 'adminBooks',
    summary: 'The last run of the ledger invariants and when they last passed.',
    access: 'staff',
    response: BooksStatus,
  }),
  checkBooks: defineRoute({
    method: 'POST',
    path: '/api/admin/books/check',
    group: 'admin',
    operationId: 'adminCheckBooks',
    summary: 'Runs the ledger invariants now (every brand: the ledger is one) and records the result.',
    access: 'staff',
    response: BooksStatus,
  }),
};
