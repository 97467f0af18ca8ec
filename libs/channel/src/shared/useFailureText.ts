import { useCallback } from 'react';
import { useT } from '@onair/i18n';
import { refusalMessage } from './refusal';

/** The API's own refusal text, or our generic one when it sent none (no answer, a bare 5xx). */
export function useFailureText() {
  const t = useT();
  return useCallback((error: unknown) => refusalMessage(error) ?? t('channel.failed'), [t]);
}
