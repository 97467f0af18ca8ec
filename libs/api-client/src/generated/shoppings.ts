// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { lazyHook } from '../lazy-group';
import { shoppingsEndpoints } from './shoppings-endpoints';

export * from './shoppings-endpoints';

export const useShoppingProductsQuery = /* @__PURE__ */ lazyHook(shoppingsEndpoints, 'useShoppingProductsQuery');
export const useLazyShoppingProductsQuery = /* @__PURE__ */ lazyHook(
  shoppingsEndpoints,
  'useLazyShoppingProductsQuery',
);
export const useLuvPaymentMutation = /* @__PURE__ */ lazyHook(shoppingsEndpoints, 'useLuvPaymentMutation');
export const useFlaxPaymentMutation = /* @__PURE__ */ lazyHook(shoppingsEndpoints, 'useFlaxPaymentMutation');
export const usePaymentsCancelMutation = /* @__PURE__ */ lazyHook(shoppingsEndpoints, 'usePaymentsCancelMutation');
export const useShoppingPaymentQuery = /* @__PURE__ */ lazyHook(shoppingsEndpoints, 'useShoppingPaymentQuery');
export const useLazyShoppingPaymentQuery = /* @__PURE__ */ lazyHook(shoppingsEndpoints, 'useLazyShoppingPaymentQuery');
export const useShoppingPaymentListQuery = /* @__PURE__ */ lazyHook(shoppingsEndpoints, 'useShoppingPaymentListQuery');
export const useLazyShoppingPaymentListQuery = /* @__PURE__ */ lazyHook(
  shoppingsEndpoints,
  'useLazyShoppingPaymentListQuery',
);
export const usePurchaseLimitsQuery = /* @__PURE__ */ lazyHook(shoppingsEndpoints, 'usePurchaseLimitsQuery');
export const useLazyPurchaseLimitsQuery = /* @__PURE__ */ lazyHook(shoppingsEndpoints, 'useLazyPurchaseLimitsQuery');
export const useStartGuardianConsentMutation = /* @__PURE__ */ lazyHook(
  shoppingsEndpoints,
  'useStartGuardianConsentMutation',
);
export const useGuardianConsentCallbackMutation = /* @__PURE__ */ lazyHook(
  shoppingsEndpoints,
  'useGuardianConsentCallbackMutation',
);
export const useUseCouponMutation = /* @__PURE__ */ lazyHook(shoppingsEndpoints, 'useUseCouponMutation');
export const useShoppingReceiptsQuery = /* @__PURE__ */ lazyHook(shoppingsEndpoints, 'useShoppingReceiptsQuery');
export const useLazyShoppingReceiptsQuery = /* @__PURE__ */ lazyHook(
  shoppingsEndpoints,
  'useLazyShoppingReceiptsQuery',
);
export const useShoppingWalletLotsQuery = /* @__PURE__ */ lazyHook(shoppingsEndpoints, 'useShoppingWalletLotsQuery');
export const useLazyShoppingWalletLotsQuery = /* @__PURE__ */ lazyHook(
  shoppingsEndpoints,
  'useLazyShoppingWalletLotsQuery',
);
export const useShoppingPurchaseRightsQuery = /* @__PURE__ */ lazyHook(
  shoppingsEndpoints,
  'useShoppingPurchaseRightsQuery',
);
export const useLazyShoppingPurchaseRightsQuery = /* @__PURE__ */ lazyHook(
  shoppingsEndpoints,
  'useLazyShoppingPurchaseRightsQuery',
);
