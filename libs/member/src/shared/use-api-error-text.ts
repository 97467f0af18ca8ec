import { useCallback } from 'react';
import { uploadMessageRef, type UploadAccept } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { useApiMessage } from '@onair/i18n/api-messages';
import { readApiFailure } from './api-failure';

/**
 * What to tell the member about a refused call: the API's own message (blocked, unknown recipient,
 * file too large…), in the reader's language. A 413 or 415 without a body (a proxy's limit) still
 * gets the upload rule's message; no answer at all reads as a connection problem.
 */
export function useApiErrorText() {
  const t = useT();
  const apiMessage = useApiMessage();
  return useCallback(
    (error: unknown, accept?: UploadAccept): string => {
      const failure = readApiFailure(error);
      if (failure.message) return apiMessage(failure, t('member.error.unknown'));
      if (failure.status === 413) return apiMessage(uploadMessageRef('tooLarge', { accept }));
      if (failure.status === 415) return apiMessage(uploadMessageRef('unsupportedType', { accept }));
      if (failure.status === null) return t('member.error.network');
      return t('member.error.unknown');
    },
    [t, apiMessage],
  );
}
