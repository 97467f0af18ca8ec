import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** "2025. 8. 13. 오후 3:00" / "Aug 13, 2025, 3:00 PM", in Korean time like the rest of the site. */
export function useFormatDateTime() {
  const intl = useIntl();
  return useCallback(
    (iso: string, withTime = true) =>
      withTime
        ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' })
        : intl.formatDate(iso, { dateStyle: 'medium' }),
    [intl],
  );
}
