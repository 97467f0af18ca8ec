// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { baseApi as api } from '../base-api';
export const addTagTypes = ['system'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      health: build.query<HealthApiResponse, HealthApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ['system'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as systemEndpoints };
export type HealthApiResponse = /** status 200 OK */ Health;
export type HealthApiArg = void;
export type Health = {
  status: 'ok';
  database: 'pglite' | 'postgres';
  cache: 'memory' | 'redis';
  brand: 'onair' | 'bellcast' | 'mint' | 'nova';
};
export type FieldError = {
  field: string;
  in: 'path' | 'query' | 'body' | 'header';
  message: string;
};
export type ErrorBody = {
  statusCode: number;
  code: string;
  message: string;
  errors?: FieldError[];
};
export const { useHealthQuery, useLazyHealthQuery } = injectedRtkApi;
