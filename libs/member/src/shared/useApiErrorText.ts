import { useCallback } from 'react';
import { uploadMessage, type UploadAccept } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { readApiFailure } from './apiFailure';

/**
 * What to tell the member about a refused call: the API's own message as it sent it (blocked,
 * unknown recipient, file too large…). A 413 or 415 without a body (a proxy's limit) still gets the
 * upload rule's message; no answer at all reads as a connection problem.
 */
export function useApiErrorText() {
  const t = useT();
  return useCallback(
    (error: unknown, accept?: UploadAccept): string => {
      const failure = readApiFailure(error);
      if (failure.message) return failure.message;
      if (failure.status === 413) return uploadMessage('tooLarge', { accept });
      if (failure.status === 415) return uploadMessage('unsupportedType', { accept });
      if (failure.status === null) return t('member.error.network');
      return t('member.error.unknown');
    },
    [t],
  );
}
