import type { DashboardPeriod } from '@onair/contracts';
import { validationError } from '../../../platform/http/errors';
import { addDays, daysBetween, koreanDayOf } from './korean-days';

/** The longest range the dashboard answers: a year and a day. */
export const MAX_RANGE_DAYS = 366;

/** The Korean days a period covers, ending today at the latest. */
export function periodDays(
  { period, from, to }: { period: DashboardPeriod; from?: string; to?: string },
  now: number,
): { from: string; to: string } {
  const today = koreanDayOf(now);
  if (period === 'today') return { from: today, to: today };
  if (period === '7d') return { from: addDays(today, -6), to: today };
  if (period === '30d') return { from: addDays(today, -29), to: today };
  if (!from || !to)
    throw validationError([{ field: from ? 'to' : 'from', in: 'query', message: 'a range needs from and to' }]);
  if (to < from) throw validationError([{ field: 'to', in: 'query', message: 'must not be before from' }]);
  if (daysBetween(from, to).length > MAX_RANGE_DAYS)
    throw validationError([{ field: 'to', in: 'query', message: `a range is at most ${MAX_RANGE_DAYS} days` }]);
  return { from, to };
}
