// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { lazyHook } from '../lazy-group';
import { eventsEndpoints } from './events-endpoints';

export * from './events-endpoints';

export const useExchangeRateQuery = /* @__PURE__ */ lazyHook(eventsEndpoints, 'useExchangeRateQuery');
export const useLazyExchangeRateQuery = /* @__PURE__ */ lazyHook(eventsEndpoints, 'useLazyExchangeRateQuery');
export const useExchangeAmountQuery = /* @__PURE__ */ lazyHook(eventsEndpoints, 'useExchangeAmountQuery');
export const useLazyExchangeAmountQuery = /* @__PURE__ */ lazyHook(eventsEndpoints, 'useLazyExchangeAmountQuery');
export const useExchangeApplyMutation = /* @__PURE__ */ lazyHook(eventsEndpoints, 'useExchangeApplyMutation');
export const useExchangeStatusQuery = /* @__PURE__ */ lazyHook(eventsEndpoints, 'useExchangeStatusQuery');
export const useLazyExchangeStatusQuery = /* @__PURE__ */ lazyHook(eventsEndpoints, 'useLazyExchangeStatusQuery');
