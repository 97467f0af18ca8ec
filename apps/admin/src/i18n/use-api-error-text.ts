import { useCallback } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useApiMessage } from '@onair/i18n/api-messages';
import { useConsoleT } from './use-console-t';

type ErrorLike = { message?: string; key?: string; params?: Record<string, string | number> };

const errorBodyOf = (data: unknown): ErrorLike | null =>
  typeof data === 'object' && data !== null && ('key' in data || 'message' in data) ? (data as ErrorLike) : null;

/**
 * What to tell staff about a failed admin call: the API's ErrorBody worded by its key in the
 * console's language (`error.admin.*` of the common bundle), or that the server was not reached.
 */
export function useApiErrorText(): (error: FetchBaseQueryError | SerializedError | undefined) => string {
  const t = useConsoleT();
  const apiMessage = useApiMessage();
  return useCallback(
    (error) => {
      if (!error) return '';
      if ('status' in error) {
        const body = errorBodyOf(error.data);
        if (body) return apiMessage(body);
        if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return t('console.error.network');
        return t('console.error.unknown', { status: String(error.status) });
      }
      return t('console.error.unknown', { status: error.message ?? '' });
    },
    [apiMessage, t],
  );
}
