import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi, type ApiExtra } from '@onair/api-client';
import type { Locale } from '@onair/contracts';
import { appSlice } from './app-slice';
import { createBaseQuery, type BaseQueryOptions } from './base-query';
import { sessionSlice } from './session-slice';
import { authDialogSlice } from './auth-dialog-slice';

export const rootReducer = combineSlices(baseApi, appSlice, sessionSlice, authDialogSlice);
export type RootState = ReturnType<typeof rootReducer>;

export type MakeStoreOptions = BaseQueryOptions & { locale?: Locale; preloadedState?: Partial<RootState> };

/** A new store per app start and per test; never a module-level singleton. */
export function makeStore({ preloadedState, locale = 'ko', ...transport }: MakeStoreOptions) {
  const extra: ApiExtra = { baseQuery: createBaseQuery(transport) };
  return configureStore({
    reducer: rootReducer,
    preloadedState: { ...preloadedState, app: { ...appSlice.getInitialState(), brand: transport.brand, locale, ...preloadedState?.app } },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
