export { makeStore, rootReducer, type AppStore, type AppDispatch, type RootState, type MakeStoreOptions } from './make-store';
export { createBaseQuery, MAINTENANCE_PATH, type BaseQueryOptions } from './base-query';
export { useAppDispatch, useAppSelector } from './hooks';
export * from './app-slice';
export * from './session-slice';
export { useBrand } from './use-brand';
export * from './auth-dialog-slice';
