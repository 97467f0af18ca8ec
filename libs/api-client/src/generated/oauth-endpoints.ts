// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { lazyApi as api } from '../lazy-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    oauthCallback: build.mutation<OauthCallbackApiResponse, OauthCallbackApiArg>({
      query: (queryArg) => ({
        url: `/api/oauth/${encodeURIComponent(String(queryArg.provider))}/callback`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    oauthStart: build.mutation<OauthStartApiResponse, OauthStartApiArg>({
      query: (queryArg) => ({
        url: `/api/oauth/${encodeURIComponent(String(queryArg.provider))}/start`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    generateReset: build.mutation<GenerateResetApiResponse, GenerateResetApiArg>({
      query: (queryArg) => ({ url: `/api/oauth/generate`, method: 'POST', body: queryArg.body }),
    }),
    resetPassword: build.mutation<ResetPasswordApiResponse, ResetPasswordApiArg>({
      query: (queryArg) => ({ url: `/api/oauth/password`, method: 'PUT', body: queryArg.body }),
    }),
    refresh: build.mutation<RefreshApiResponse, RefreshApiArg>({
      query: (queryArg) => ({ url: `/api/oauth/refresh`, method: 'POST', body: queryArg.body }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as oauthEndpoints };
export type OauthCallbackApiResponse = /** status 200 OK */ OAuthCallbackResult;
export type OauthCallbackApiArg = {
  provider: 'kakao' | 'google' | 'twitch' | 'naver';
  body: {
    code: string;
    state: string;
  };
};
export type OauthStartApiResponse = /** status 200 OK */ {
  authorizeUrl: string;
};
export type OauthStartApiArg = {
  provider: 'kakao' | 'google' | 'twitch' | 'naver';
  body: {
    callbackURL?: string;
  };
};
export type GenerateResetApiResponse = /** status 200 OK */ {
  msg: 'ok';
};
export type GenerateResetApiArg = {
  body: {
    userId: string;
  };
};
export type ResetPasswordApiResponse = /** status 200 OK */ {
  msg: 'ok';
};
export type ResetPasswordApiArg = {
  body: {
    loginId: string;
    authToken: string;
    password: string;
  };
};
export type RefreshApiResponse = /** status 200 OK */ {
  msg: 'ok' | 'ERROR';
  access_token: string;
};
export type RefreshApiArg = {
  body: {
    refreshToken?: string;
  };
};
export type Me = {
  memberId: number;
  loginId: string;
  nickname: string;
  channelId: number | null;
  userType: 'P' | 'O' | 'V' | 'J';
  brand: 'onair' | 'bellcast' | 'mint' | 'nova';
  profile: {
    PI: boolean;
    identityStatus: 0 | 1 | 2 | 3;
    foreigner: boolean;
    adult: boolean;
  };
};
export type OAuthCallbackResult =
  | {
      status: 'signedIn';
      profile: Me;
      callbackURL: string;
    }
  | {
      status: 'signup';
      accessToken: string;
      suggestedNickname: string;
      callbackURL: string;
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
