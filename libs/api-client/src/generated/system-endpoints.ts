// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { lazyApi as api } from '../lazy-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    health: build.query<HealthApiResponse, HealthApiArg>({
      query: () => ({ url: `/api/health` }),
    }),
    ready: build.query<ReadyApiResponse, ReadyApiArg>({
      query: () => ({ url: `/api/ready` }),
    }),
    getMaintenance: build.query<GetMaintenanceApiResponse, GetMaintenanceApiArg>({
      query: () => ({ url: `/api/system/maintenance` }),
    }),
    setMaintenance: build.mutation<SetMaintenanceApiResponse, SetMaintenanceApiArg>({
      query: (queryArg) => ({ url: `/api/system/maintenance`, method: 'PUT', body: queryArg.body }),
    }),
    clearMaintenance: build.mutation<ClearMaintenanceApiResponse, ClearMaintenanceApiArg>({
      query: () => ({ url: `/api/system/maintenance`, method: 'DELETE' }),
    }),
    setMemberBlock: build.mutation<SetMemberBlockApiResponse, SetMemberBlockApiArg>({
      query: (queryArg) => ({
        url: `/api/system/members/${encodeURIComponent(String(queryArg.memberId))}/block`,
        method: 'PUT',
        body: queryArg.body,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as systemEndpoints };
export type HealthApiResponse = /** status 200 OK */ Health;
export type HealthApiArg = void;
export type ReadyApiResponse = /** status 200 OK */ {
  status: 'ready';
};
export type ReadyApiArg = void;
export type GetMaintenanceApiResponse = /** status 200 OK */ {
  active: boolean;
  maintenance: {
    startAt: string;
    endAt: string;
    reason: string;
  } | null;
};
export type GetMaintenanceApiArg = void;
export type SetMaintenanceApiResponse = /** status 200 OK */ {
  active: boolean;
  maintenance: {
    startAt: string;
    endAt: string;
    reason: string;
  } | null;
};
export type SetMaintenanceApiArg = {
  body: {
    startAt: string;
    endAt: string;
    reason?: string;
  };
};
export type ClearMaintenanceApiResponse = /** status 200 OK */ {
  active: boolean;
  maintenance: {
    startAt: string;
    endAt: string;
    reason: string;
  } | null;
};
export type ClearMaintenanceApiArg = void;
export type SetMemberBlockApiResponse = /** status 200 OK */ {
  memberId: number;
  blocked: boolean;
};
export type SetMemberBlockApiArg = {
  memberId: string;
  body: {
    blocked: boolean;
  };
};
export type Health = {
  status: 'ok';
  database: 'pglite' | 'postgres';
  cache: 'memory' | 'redis';
  brand: 'onair' | 'bellcast' | 'mint' | 'nova';
};
export type AnsweredFieldError = {
  field: string;
  in: 'path' | 'query' | 'body' | 'header';
  message: string;
  key: string;
  params?: {
    [key: string]: string | number;
  };
};
export type ErrorBody = {
  statusCode: number;
  code: string;
  message: string;
  key: string;
  params?: {
    [key: string]: string | number;
  };
  errors?: AnsweredFieldError[];
};
