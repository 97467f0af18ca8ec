// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { lazyApi as api } from '../lazy-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    captchaChallenge: build.query<CaptchaChallengeApiResponse, CaptchaChallengeApiArg>({
      query: () => ({ url: `/api/auth/captcha` }),
    }),
    expire: build.mutation<ExpireApiResponse, ExpireApiArg>({
      query: (queryArg) => ({ url: `/api/auth/expire`, method: 'POST', body: queryArg.body }),
    }),
    geoIp: build.query<GeoIpApiResponse, GeoIpApiArg>({
      query: () => ({ url: `/api/auth/geo-ip` }),
    }),
    me: build.query<MeApiResponse, MeApiArg>({
      query: () => ({ url: `/api/auth/me` }),
    }),
    findAccount: build.query<FindAccountApiResponse, FindAccountApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/signin/find`,
        params: {
          loginId: queryArg.loginId,
          type: queryArg['type'],
        },
      }),
    }),
    findIdConfirm: build.mutation<FindIdConfirmApiResponse, FindIdConfirmApiArg>({
      query: (queryArg) => ({ url: `/api/auth/signin/find-id/confirm`, method: 'POST', body: queryArg.body }),
    }),
    findPasswordConfirm: build.mutation<FindPasswordConfirmApiResponse, FindPasswordConfirmApiArg>({
      query: (queryArg) => ({ url: `/api/auth/signin/find-password/confirm`, method: 'POST', body: queryArg.body }),
    }),
    signout: build.mutation<SignoutApiResponse, SignoutApiArg>({
      query: (queryArg) => ({ url: `/api/auth/signout`, method: 'POST', body: queryArg.body }),
    }),
    signup: build.mutation<SignupApiResponse, SignupApiArg>({
      query: (queryArg) => ({ url: `/api/auth/signup`, method: 'POST', body: queryArg.signupBody }),
    }),
    oauthSignup: build.mutation<OauthSignupApiResponse, OauthSignupApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/signup/oauth/${encodeURIComponent(String(queryArg.provider))}`,
        method: 'POST',
        body: queryArg.oAuthSignupBody,
      }),
    }),
    verifyPhone: build.mutation<VerifyPhoneApiResponse, VerifyPhoneApiArg>({
      query: (queryArg) => ({ url: `/api/auth/signup/verify-phone`, method: 'POST', body: queryArg.body }),
    }),
    personalAuth: build.query<PersonalAuthApiResponse, PersonalAuthApiArg>({
      query: (queryArg) => ({
        url: `/api/personal-auth`,
        params: {
          type: queryArg['type'],
        },
      }),
    }),
    startPersonalAuth: build.mutation<StartPersonalAuthApiResponse, StartPersonalAuthApiArg>({
      query: () => ({ url: `/api/personal-auth`, method: 'POST' }),
    }),
    personalAuthCallback: build.mutation<PersonalAuthCallbackApiResponse, PersonalAuthCallbackApiArg>({
      query: (queryArg) => ({ url: `/api/personal-auth/callback`, method: 'POST', body: queryArg.body }),
    }),
    signin: build.mutation<SigninApiResponse, SigninApiArg>({
      query: (queryArg) => ({ url: `/v2/api/auth/signin`, method: 'POST', body: queryArg.signinBody }),
    }),
    sendPhoneVerification: build.mutation<SendPhoneVerificationApiResponse, SendPhoneVerificationApiArg>({
      query: (queryArg) => ({
        url: `/v2/api/auth/signup/send-phone-verification`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    kakaoSignupV3: build.mutation<KakaoSignupV3ApiResponse, KakaoSignupV3ApiArg>({
      query: (queryArg) => ({ url: `/v3/api/m/signup/kakao`, method: 'POST', body: queryArg.oAuthSignupBody }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as authEndpoints };
export type CaptchaChallengeApiResponse = /** status 200 OK */ {
  [key: string]: any;
};
export type CaptchaChallengeApiArg = void;
export type ExpireApiResponse = /** status 200 OK */ {
  msg: 'ok';
};
export type ExpireApiArg = {
  body: {
    loginId: string;
    password: string;
  };
};
export type GeoIpApiResponse = /** status 200 OK */ GeoIp;
export type GeoIpApiArg = void;
export type MeApiResponse = /** status 200 OK */ Me;
export type MeApiArg = void;
export type FindAccountApiResponse = /** status 200 OK */ {
  msg: 'ok' | 'notfound';
  maskedPhone: string | null;
};
export type FindAccountApiArg = {
  loginId: string;
  type: 'id' | 'password';
};
export type FindIdConfirmApiResponse = /** status 200 OK */ {
  loginIds: string[];
};
export type FindIdConfirmApiArg = {
  body: {
    phoneVerificationToken: string;
  };
};
export type FindPasswordConfirmApiResponse = /** status 200 OK */ {
  authToken: string;
};
export type FindPasswordConfirmApiArg = {
  body: {
    loginId: string;
    code: string;
  };
};
export type SignoutApiResponse = /** status 200 OK */ {
  msg: 'ok';
};
export type SignoutApiArg = {
  body: {
    refreshToken?: string;
  };
};
export type SignupApiResponse = /** status 201 OK */ SignedIn;
export type SignupApiArg = {
  signupBody: SignupBody;
};
export type OauthSignupApiResponse = /** status 201 OK */ SignedIn;
export type OauthSignupApiArg = {
  provider: 'kakao' | 'google' | 'twitch' | 'naver';
  oAuthSignupBody: OAuthSignupBody;
};
export type VerifyPhoneApiResponse = /** status 200 OK */ {
  msg: string;
  token: string;
};
export type VerifyPhoneApiArg = {
  body: {
    countryCode?: string;
    phone: string;
    code: string;
  };
};
export type PersonalAuthApiResponse = /** status 200 OK */ {
  status: 0 | 1 | 2 | 3;
  url: string | null;
  method: 'provider' | 'phone';
};
export type PersonalAuthApiArg = {
  type: 'status';
};
export type StartPersonalAuthApiResponse = /** status 200 OK */ {
  status: 0 | 1 | 2 | 3;
  url: string | null;
  method: 'provider' | 'phone';
};
export type StartPersonalAuthApiArg = void;
export type PersonalAuthCallbackApiResponse = /** status 200 OK */ {
  msg: 'ok';
};
export type PersonalAuthCallbackApiArg = {
  body: {
    requestId: string;
    result: 'approved' | 'rejected';
    birthday?: string;
    name?: string;
    signature: string;
  };
};
export type SigninApiResponse = /** status 200 OK */ SignedIn;
export type SigninApiArg = {
  signinBody: SigninBody;
};
export type SendPhoneVerificationApiResponse = /** status 200 OK */ {
  msg: string;
  resendAfterSeconds: number;
  expiresInSeconds: number;
};
export type SendPhoneVerificationApiArg = {
  body: {
    countryCode: string;
    phone: string;
    captchaToken?: string;
    purpose?: 'signup' | 'find-id' | 'personal-auth';
  };
};
export type KakaoSignupV3ApiResponse = /** status 201 OK */ SignedIn;
export type KakaoSignupV3ApiArg = {
  oAuthSignupBody: OAuthSignupBody;
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
export type GeoIp = {
  countryCode: string;
  foreign: boolean;
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
export type SignedIn = {
  msg: 'ok';
  profile: Me;
};
export type Agreements = {
  terms: true;
  privacy: true;
  marketing: boolean;
};
export type SignupBody = {
  loginId: string;
  name?: string;
  nickname: string;
  password: string;
  pcode?: string;
  recommendId?: string;
  device?: 'MOBILEWEB' | 'PCWEB';
  phone?: string;
  countryCode?: string;
  adultValue?: boolean;
  phoneVerificationToken?: string;
  gender?: string;
  birthday?: string;
  aspCode?: string;
  userkey?: string;
  agreements: Agreements;
  captchaToken?: string;
};
export type OAuthSignupBody = {
  accessToken: string;
  nickname: string;
  recommendId?: string;
  pcode?: string;
  countryCodes?: string;
  device?: 'MOBILEWEB' | 'PCWEB';
  loginId?: string;
  agreements: Agreements;
};
export type SigninBody = {
  loginId: string;
  password: string;
  loginKeep?: boolean;
  saveId?: boolean;
  device?: 'MOBILEWEB' | 'PCWEB';
};
