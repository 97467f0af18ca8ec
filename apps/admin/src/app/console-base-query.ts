import { fetchBaseQuery, type FetchArgs } from '@reduxjs/toolkit/query';
import type { ApiBaseQuery } from '@onair/api-client';
import { staffSignedOut, type ConsoleState } from './console-slice';
import { siteCodeFor } from './site-code';

/** These answer 401 for wrong credentials, not for a session that ended. */
const OPEN_PATHS = ['/api/admin/session', '/api/admin/enrolment'];

const isOpenCall = (args: string | FetchArgs) => {
  const url = typeof args === 'string' ? args : args.url;
  const method = typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();
  return method === 'POST' && OPEN_PATHS.includes(url.split('?')[0] ?? '');
};

const errorKey = (data: unknown) =>
  typeof data === 'object' && data !== null && 'key' in data ? (data as { key: unknown }).key : undefined;

export type ConsoleBaseQueryOptions = { baseUrl?: string; fetchFn?: typeof fetch };

/**
 * The transport under every admin endpoint: the staff cookie (same origin, Path=/api/admin), the
 * brand choice as x-site-code, and a 401 on a staff call ends the session in the store (the
 * API's idle key shows the 30-minute message). No refresh and no retry: staff sessions have none.
 */
export function createConsoleBaseQuery({ baseUrl = '', fetchFn }: ConsoleBaseQueryOptions = {}): ApiBaseQuery {
  const raw = fetchBaseQuery({
    baseUrl,
    credentials: 'same-origin',
    ...(fetchFn ? { fetchFn } : {}),
    prepareHeaders: (headers, { getState }) => {
      const { staff, brand } = (getState() as { console: ConsoleState }).console;
      const code = siteCodeFor(staff, brand);
      if (code) headers.set('x-site-code', code);
      return headers;
    },
  });
  return async (args, api, extraOptions) => {
    const result = await raw(args, api, extraOptions);
    if (result.error?.status === 401 && !isOpenCall(args)) {
      api.dispatch(staffSignedOut(errorKey(result.error.data) === 'admin.sessionExpired' ? 'idle' : null));
    }
    return result;
  };
}
