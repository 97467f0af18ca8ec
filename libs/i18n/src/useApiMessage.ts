import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { apiMessageKey, isKorean } from './apiMessages';
import { useT } from './I18nProvider';

/**
 * An API (or contract) message for the reader: Korean readers get it as sent (it is written for
 * them); others get the bundle's wording of a known message, else the fallback when the text is
 * Korean they could not read, else the text as sent.
 */
export function useApiMessage(): (message: string, fallback?: string) => string {
  const { locale } = useIntl();
  const t = useT();
  return useCallback(
    (message, fallback) => {
      if (locale === 'ko') return message;
      const known = apiMessageKey(message);
      if (known) return t(known.key, known.values);
      return fallback !== undefined && isKorean(message) ? fallback : message;
    },
    [locale, t],
  );
}
