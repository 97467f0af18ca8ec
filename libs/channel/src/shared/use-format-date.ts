import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useFormatDateTime } from '@onair/i18n';

/**
 * A post's date the way a board shows it: 2025. 08. 13. 15:00 in Korean, as SOOP's boards write it.
 * Other languages get the site's usual medium date ("Aug 13, 2025, 3:00 PM"): the Korean layout
 * read in English as 08/13/2025, 15:00, unlike every other date on the site.
 */
export function useFormatDate() {
  const intl = useIntl();
  const formatDateTime = useFormatDateTime();
  const korean = intl.locale.startsWith('ko');
  return useCallback(
    (iso: string, withTime = true) =>
      korean
        ? intl.formatDate(iso, {
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
          })
        : formatDateTime(iso, withTime),
    [intl, korean, formatDateTime],
  );
}
