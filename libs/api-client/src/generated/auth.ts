// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { baseApi as api } from '../base-api';
export const addTagTypes = ['auth'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      geoIp: build.query<GeoIpApiResponse, GeoIpApiArg>({
        query: () => ({ url: `/api/auth/geo-ip` }),
        providesTags: ['auth'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as authEndpoints };
export type GeoIpApiResponse = /** status 200 OK */ GeoIp;
export type GeoIpApiArg = void;
export type GeoIp = {
  countryCode: string;
  foreign: boolean;
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
export const { useGeoIpQuery, useLazyGeoIpQuery } = injectedRtkApi;
