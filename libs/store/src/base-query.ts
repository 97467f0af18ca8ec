import { fetchBaseQuery } from '@reduxjs/toolkit/query';
import type { ApiBaseQuery } from '@onair/api-client';
import type { BrandCode } from '@onair/contracts';

export const MAINTENANCE_PATH = '/notices/maintenance';

export type BaseQueryOptions = {
  /** Same origin in the browser (the dev server and production proxy /api); a full URL elsewhere. */
  baseUrl?: string;
  brand: BrandCode;
  /** Called on every 503: the service is under maintenance. */
  onMaintenance?: () => void;
};

const goToMaintenance = () => {
  if (typeof window !== 'undefined' && window.location.pathname !== MAINTENANCE_PATH) {
    window.location.assign(MAINTENANCE_PATH);
  }
};

/** The transport under every generated endpoint: cookies, the brand's site code, the 503 redirect. */
export function createBaseQuery({ baseUrl = '', brand, onMaintenance = goToMaintenance }: BaseQueryOptions): ApiBaseQuery {
  const raw = fetchBaseQuery({
    baseUrl,
    credentials: 'include',
    prepareHeaders: (headers) => {
      headers.set('x-site-code', brand);
      return headers;
    },
  });
  return async (args, api, extraOptions) => {
    const result = await raw(args, api, extraOptions);
    if (result.error?.status === 503) onMaintenance();
    return result;
  };
}
