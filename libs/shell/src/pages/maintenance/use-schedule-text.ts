import { useIntl } from 'react-intl';
import type { MaintenanceWindow } from '@onair/contracts';
import { durationHours } from './maintenance-times';

/**
 * The notice's date, start, end and duration, in the provider's time zone (Korean time). An end
 * on another day than the start says its date too, so a night-long window reads right.
 */
export function useScheduleText(window: MaintenanceWindow) {
  const intl = useIntl();
  const day = (iso: string) =>
    intl.formatDate(iso, { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' });
  const time = (iso: string) => intl.formatTime(iso, { hour: 'numeric', minute: '2-digit' });
  const endsAnotherDay = day(window.startAt) !== day(window.endAt);
  return {
    date: day(window.startAt),
    start: time(window.startAt),
    end: endsAnotherDay
      ? intl.formatDate(window.endAt, {
          month: 'long',
          day: 'numeric',
          weekday: 'short',
          hour: 'numeric',
          minute: '2-digit',
        })
      : time(window.endAt),
    hours: durationHours(window),
  };
}
