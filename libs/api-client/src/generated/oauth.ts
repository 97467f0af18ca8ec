// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { lazyHook } from '../lazy-group';
import { oauthEndpoints } from './oauth-endpoints';

export * from './oauth-endpoints';

export const useRefreshMutation = /* @__PURE__ */ lazyHook(oauthEndpoints, 'useRefreshMutation');
export const useGenerateResetMutation = /* @__PURE__ */ lazyHook(oauthEndpoints, 'useGenerateResetMutation');
export const useResetPasswordMutation = /* @__PURE__ */ lazyHook(oauthEndpoints, 'useResetPasswordMutation');
export const useOauthStartMutation = /* @__PURE__ */ lazyHook(oauthEndpoints, 'useOauthStartMutation');
export const useOauthCallbackMutation = /* @__PURE__ */ lazyHook(oauthEndpoints, 'useOauthCallbackMutation');
