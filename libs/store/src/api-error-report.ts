import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * An API failure worth an error report (SPEC.md section 8: 5xx or no response), with what the
 * SPEC asks for: method, path (never the query string, which may carry personal data) and status.
 */
export type ApiErrorReport = { method: string; path: string; status: number | 'NO_RESPONSE' };

/**
 * The status to report, or null for what is not a fault: 4xx answers are the client's business, and
 * a 503 is maintenance, which the notice page handles (every client would report it at once).
 */
export function reportableStatus(error: FetchBaseQueryError): ApiErrorReport['status'] | null {
  if (typeof error.status === 'number') return error.status >= 500 && error.status !== 503 ? error.status : null;
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return 'NO_RESPONSE';
  // An answer that is not JSON: a 5xx from a proxy in front of the API, typically.
  if (error.status === 'PARSING_ERROR')
    return error.originalStatus >= 500 && error.originalStatus !== 503 ? error.originalStatus : null;
  return null;
}
