import type { MaintenanceWindow } from '@onair/contracts';

/** The window's length in hours, to one decimal (a 90-minute window is 1.5 hours). */
export function durationHours({ startAt, endAt }: Pick<MaintenanceWindow, 'startAt' | 'endAt'>): number {
  const hours = (Date.parse(endAt) - Date.parse(startAt)) / 3_600_000;
  return Math.round(hours * 10) / 10;
}
