import { fetchBaseQuery, type BaseQueryApi, type FetchArgs } from '@reduxjs/toolkit/query';
import type { ApiBaseQuery } from '@onair/api-client';
import { LIMITS, type BrandCode } from '@onair/contracts';
import { reportableStatus, type ApiErrorReport } from './api-error-report';
import { REFRESH_PATH, refreshAccessToken } from './refresh-access-token';
import { createSessionRefresher } from './session-refresher';

export const MAINTENANCE_PATH = '/notices/maintenance';

/**
 * A 401 from these means "wrong credentials" or "no session yet", not "access token expired":
 * refreshing would be pointless, and refreshing on the refresh itself would loop.
 */
const NO_REFRESH_PATHS = [REFRESH_PATH, '/v2/api/auth/signin', '/api/auth/signup', '/v3/api/m/signup/'];

export type BaseQueryOptions = {
  /** Same origin in the browser (the dev server and production proxy /api); a full URL elsewhere. */
  baseUrl?: string;
  brand: BrandCode;
  /** Called on every 503: the service is under maintenance. */
  onMaintenance?: () => void;
  /** Called on every 5xx (but 503) or unanswered request, for the error reporting service. */
  onApiError?: (report: ApiErrorReport) => void;
  /** Tests pass a fake; the browser's fetch otherwise. */
  fetchFn?: typeof fetch;
  /** The wait before a refresh (SPEC.md section 9: 100 ms). */
  refreshDelayMs?: number;
};

const goToMaintenance = () => {
  if (typeof window !== 'undefined' && window.location.pathname !== MAINTENANCE_PATH) {
    window.location.assign(MAINTENANCE_PATH);
  }
};

const pathOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url).split('?')[0] ?? '';
const methodOf = (args: string | FetchArgs) =>
  typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();
const mayRefresh = (args: string | FetchArgs) => !NO_REFRESH_PATHS.some((path) => pathOf(args).startsWith(path));

/**
 * The transport under every generated endpoint: cookies, the brand's site code, the 503 redirect,
 * API failures to the error reporter, and on a 401 one shared access-token refresh followed by one retry (SPEC.md section 4).
 * Nothing else is retried.
 */
export function createBaseQuery({
  baseUrl = '',
  brand,
  onMaintenance = goToMaintenance,
  onApiError,
  fetchFn,
  refreshDelayMs = LIMITS.tokenRefreshDelayMs,
}: BaseQueryOptions): ApiBaseQuery {
  const raw = fetchBaseQuery({
    baseUrl,
    credentials: 'include',
    ...(fetchFn ? { fetchFn } : {}),
    prepareHeaders: (headers) => {
      headers.set('x-site-code', brand);
      return headers;
    },
  });
  const send: ApiBaseQuery = async (args, api, extraOptions) => {
    const result = await raw(args, api, extraOptions);
    if (result.error?.status === 503) onMaintenance();
    // A request the app itself aborted (page left, query unsubscribed) is no fault of the API.
    const status = result.error && !api.signal.aborted ? reportableStatus(result.error) : null;
    if (status !== null) onApiError?.({ method: methodOf(args), path: pathOf(args), status });
    return result;
  };
  const refresher = createSessionRefresher((api: BaseQueryApi) => refreshAccessToken(send, api), refreshDelayMs);

  return async (args, api, extraOptions) => {
    const sentAtGeneration = refresher.generation;
    const result = await send(args, api, extraOptions);
    if (result.error?.status !== 401 || !mayRefresh(args)) return result;
    const outcome = await refresher.refreshAfter(sentAtGeneration, api);
    return outcome === 'refreshed' ? send(args, api, extraOptions) : result;
  };
}
