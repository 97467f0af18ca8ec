import { useCallback } from 'react';
import { useT } from '@onair/i18n';
import { useApiMessage } from '@onair/i18n/api-messages';
import { refusalSaid } from './refusal';

/**
 * The API's refusal in the reader's language (null when it said nothing): Korean as sent, else the
 * bundle's wording of a known message, else our generic one rather than Korean they cannot read.
 */
export function useRefusalText() {
  const t = useT();
  const apiMessage = useApiMessage();
  return useCallback(
    (error: unknown): string | null => {
      const said = refusalSaid(error);
      return said === null ? null : apiMessage(said, t('channel.failed'));
    },
    [t, apiMessage],
  );
}

/** The API's own refusal text, or our generic one when it sent none (no answer, a bare 5xx). */
export function useFailureText() {
  const t = useT();
  const refusalText = useRefusalText();
  return useCallback((error: unknown) => refusalText(error) ?? t('channel.failed'), [t, refusalText]);
}
