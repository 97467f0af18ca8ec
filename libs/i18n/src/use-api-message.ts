import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { apiMessageText, type ApiSaid } from './api-message-text';
import { useT, type MessageValues } from './I18nProvider';

/** apiMessageText in the provider's locale: an API message, by its key, for the reader. */
export function useApiMessage(): (said: ApiSaid, fallback?: string, values?: MessageValues) => string {
  const { locale } = useIntl();
  const t = useT();
  return useCallback((said, fallback, values) => apiMessageText(t, said, { fallback, locale, values }), [locale, t]);
}
