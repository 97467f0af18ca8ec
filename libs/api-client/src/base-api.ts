import { createApi, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { RESOURCE_TAGS } from './cache-tags';
import { toFormData } from './form-data';
import { MULTIPART_ENDPOINTS } from './generated/multipart-endpoints';

export type ApiBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

/** What the store hands every endpoint through the thunk extra argument. */
export type ApiExtra = { baseQuery: ApiBaseQuery };

/**
 * The one empty api that every generated group injects into. The transport (credentials, site code,
 * refresh and retry, maintenance redirect) belongs to the store, which passes it in as the thunk's
 * extra argument; so this lib stays free of session logic and the store can depend on it.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: (args, api, extraOptions) => (api.extra as ApiExtra).baseQuery(asSent(args, api.endpoint), api, extraOptions),
  tagTypes: RESOURCE_TAGS,
  endpoints: () => ({}),
});

/** A multipart endpoint's typed body (text fields and Blob arrays) goes as FormData; every other body as JSON. */
function asSent(args: string | FetchArgs, endpoint: string): string | FetchArgs {
  if (typeof args === 'string' || !MULTIPART_ENDPOINTS.has(endpoint)) return args;
  const body: unknown = args.body;
  if (body === null || typeof body !== 'object' || body instanceof FormData) return args;
  return { ...args, body: toFormData(body) };
}
