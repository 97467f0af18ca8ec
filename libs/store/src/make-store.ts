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
    preloadedState: {
      ...preloadedState,
      app: { ...appSlice.getInitialState(), brand: transport.brand, locale, ...preloadedState?.app },
    },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
    // RTK Query's answers notify the subscribers in a batch. By default the batch runs in an
    // animation frame, so React rendered each answer inside the frame's task, together with that
    // frame's style, layout and paint: one task long enough to block at Lighthouse's 4x slowdown
    // (bench/README.md, "bench/web"). A timer renders it in a task of its own before the frame.
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'timer', timeout: 0 } }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
