// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { lazyHook } from '../lazy-group';
import { authEndpoints } from './auth-endpoints';

export * from './auth-endpoints';

export const useGeoIpQuery = /* @__PURE__ */ lazyHook(authEndpoints, 'useGeoIpQuery');
export const useLazyGeoIpQuery = /* @__PURE__ */ lazyHook(authEndpoints, 'useLazyGeoIpQuery');
export const useSignupMutation = /* @__PURE__ */ lazyHook(authEndpoints, 'useSignupMutation');
export const useSigninMutation = /* @__PURE__ */ lazyHook(authEndpoints, 'useSigninMutation');
export const useMeQuery = /* @__PURE__ */ lazyHook(authEndpoints, 'useMeQuery');
export const useLazyMeQuery = /* @__PURE__ */ lazyHook(authEndpoints, 'useLazyMeQuery');
export const useSignoutMutation = /* @__PURE__ */ lazyHook(authEndpoints, 'useSignoutMutation');
export const useExpireMutation = /* @__PURE__ */ lazyHook(authEndpoints, 'useExpireMutation');
export const useOauthSignupMutation = /* @__PURE__ */ lazyHook(authEndpoints, 'useOauthSignupMutation');
export const useKakaoSignupV3Mutation = /* @__PURE__ */ lazyHook(authEndpoints, 'useKakaoSignupV3Mutation');
export const useCaptchaChallengeQuery = /* @__PURE__ */ lazyHook(authEndpoints, 'useCaptchaChallengeQuery');
export const useLazyCaptchaChallengeQuery = /* @__PURE__ */ lazyHook(authEndpoints, 'useLazyCaptchaChallengeQuery');
export const useSendPhoneVerificationMutation = /* @__PURE__ */ lazyHook(
  authEndpoints,
  'useSendPhoneVerificationMutation',
);
export const useVerifyPhoneMutation = /* @__PURE__ */ lazyHook(authEndpoints, 'useVerifyPhoneMutation');
export const useFindAccountQuery = /* @__PURE__ */ lazyHook(authEndpoints, 'useFindAccountQuery');
export const useLazyFindAccountQuery = /* @__PURE__ */ lazyHook(authEndpoints, 'useLazyFindAccountQuery');
export const useFindIdConfirmMutation = /* @__PURE__ */ lazyHook(authEndpoints, 'useFindIdConfirmMutation');
export const useFindPasswordConfirmMutation = /* @__PURE__ */ lazyHook(authEndpoints, 'useFindPasswordConfirmMutation');
export const usePersonalAuthQuery = /* @__PURE__ */ lazyHook(authEndpoints, 'usePersonalAuthQuery');
export const useLazyPersonalAuthQuery = /* @__PURE__ */ lazyHook(authEndpoints, 'useLazyPersonalAuthQuery');
export const useStartPersonalAuthMutation = /* @__PURE__ */ lazyHook(authEndpoints, 'useStartPersonalAuthMutation');
export const usePersonalAuthCallbackMutation = /* @__PURE__ */ lazyHook(
  authEndpoints,
  'usePersonalAuthCallbackMutation',
);
