// Generated from libs/api-client/openapi.json by `npx nx run api-client:generate`. Do not edit.
import { lazyHook } from '../lazy-group';
import { systemEndpoints } from './system-endpoints';

export * from './system-endpoints';

export const useHealthQuery = /* @__PURE__ */ lazyHook(systemEndpoints, 'useHealthQuery');
export const useLazyHealthQuery = /* @__PURE__ */ lazyHook(systemEndpoints, 'useLazyHealthQuery');
export const useReadyQuery = /* @__PURE__ */ lazyHook(systemEndpoints, 'useReadyQuery');
export const useLazyReadyQuery = /* @__PURE__ */ lazyHook(systemEndpoints, 'useLazyReadyQuery');
export const useGetMaintenanceQuery = /* @__PURE__ */ lazyHook(systemEndpoints, 'useGetMaintenanceQuery');
export const useLazyGetMaintenanceQuery = /* @__PURE__ */ lazyHook(systemEndpoints, 'useLazyGetMaintenanceQuery');
export const useSetMaintenanceMutation = /* @__PURE__ */ lazyHook(systemEndpoints, 'useSetMaintenanceMutation');
export const useSetMemberBlockMutation = /* @__PURE__ */ lazyHook(systemEndpoints, 'useSetMemberBlockMutation');
export const useClearMaintenanceMutation = /* @__PURE__ */ lazyHook(systemEndpoints, 'useClearMaintenanceMutation');
