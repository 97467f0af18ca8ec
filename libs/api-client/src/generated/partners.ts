// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { baseApi as api } from '../base-api';
import { lazyGroup, lazyHook } from '../lazy-group';
const injectedRtkApi = /* @__PURE__ */ lazyGroup(() =>
  api.injectEndpoints({
    endpoints: (build) => ({
      registerPartner: build.mutation<RegisterPartnerApiResponse, RegisterPartnerApiArg>({
        query: (queryArg) => ({ url: `/api/partners`, method: 'POST', body: queryArg.body }),
      }),
      aspAccessToken: build.mutation<AspAccessTokenApiResponse, AspAccessTokenApiArg>({
        query: (queryArg) => ({ url: `/v4/api/asp/accesstoken`, method: 'POST', body: queryArg.body }),
      }),
    }),
    overrideExisting: false,
  }),
);
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
export const useRegisterPartnerMutation = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useRegisterPartnerMutation');
export const useAspAccessTokenMutation = /* @__PURE__ */ lazyHook(injectedRtkApi, 'useAspAccessTokenMutation');
