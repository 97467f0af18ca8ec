/** Korea keeps +09:00 all year (no daylight saving), so a Korean day is a fixed 24-hour span of UTC. */
const KST_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Korean calendar day (YYYY-MM-DD) an instant falls on. */
export const koreanDayOf = (ms: number): string => new Date(ms + KST_OFFSET_MS).toISOString().slice(0, 10);

/** The instant a Korean day starts (00:00 KST). */
export const startOfKoreanDay = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - KST_OFFSET_MS);

/** The day n days after (n < 0: before) a day. */
export const addDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Every day from from to to, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** SQL for the Korean day of a timestamptz column (the same fixed offset). */
export const KST_DAY_SQL = (column: string) => `(((${column}) at time zone 'UTC') + interval '9 hours')::date`;
