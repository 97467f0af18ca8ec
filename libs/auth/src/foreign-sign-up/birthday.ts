import { Birthday } from '@onair/contracts';
import { LIMITS } from '@onair/contracts';
import { firstIssue } from '../shared/first-issue';

export type BirthdayParts = { year: string; month: string; day: string };

export const EMPTY_BIRTHDAY: BirthdayParts = { year: '', month: '', day: '' };

/** SPEC section 9: the last 100 years, newest first; months 1-12; days 1-31. */
export function birthYears(now = new Date()): number[] {
  const current = now.getFullYear();
  return Array.from({ length: LIMITS.birthYears }, (_, index) => current - index);
}
export const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
export const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);

/** YYYY-MM-DD, or null when a part is missing or the date does not exist (31 February). */
export function toIsoBirthday({ year, month, day }: BirthdayParts): string | null {
  if (!year || !month || !day) return null;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (firstIssue(Birthday, iso) || Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day)) return null;
  return iso;
}
