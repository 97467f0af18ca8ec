// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { lazyApi as api } from '../lazy-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerPartner: build.mutation<RegisterPartnerApiResponse, RegisterPartnerApiArg>({
      query: (queryArg) => ({ url: `/api/partners`, method: 'POST', body: queryArg.body }),
    }),
    aspAccessToken: build.mutation<AspAccessTokenApiResponse, AspAccessTokenApiArg>({
      query: (queryArg) => ({ url: `/v4/api/asp/accesstoken`, method: 'POST', body: queryArg.body }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as partnersEndpoints };
export type RegisterPartnerApiResponse = /** status 200 OK */ {
  msg: 'ok' | 'notfound';
};
export type RegisterPartnerApiArg = {
  body: {
    partnerCode: string;
  };
};
export type AspAccessTokenApiResponse = /** status 200 OK */ {
  accessToken: string;
  expiresIn: number;
  partnerCode: string;
};
export type AspAccessTokenApiArg = {
  body: {
    appkey: string;
    pinkey: string;
  };
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
