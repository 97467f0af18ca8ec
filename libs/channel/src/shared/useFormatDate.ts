import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** A post's date the way a board shows it: 2025. 08. 13. 15:00 in Korean. */
export function useFormatDate() {
  const intl = useIntl();
  return useCallback(
    (iso: string, withTime = true) =>
      intl.formatDate(iso, {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
      }),
    [intl],
  );
}
