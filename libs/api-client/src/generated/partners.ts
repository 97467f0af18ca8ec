// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { lazyHook } from '../lazy-group';
import { partnersEndpoints } from './partners-endpoints';

export * from './partners-endpoints';

export const useRegisterPartnerMutation = /* @__PURE__ */ lazyHook(partnersEndpoints, 'useRegisterPartnerMutation');
export const useAspAccessTokenMutation = /* @__PURE__ */ lazyHook(partnersEndpoints, 'useAspAccessTokenMutation');
