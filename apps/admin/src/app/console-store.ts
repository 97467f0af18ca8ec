import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi, type ApiExtra } from '@onair/api-client';
import { createConsoleBaseQuery, type ConsoleBaseQueryOptions } from './console-base-query';
import { consoleSlice, initialConsoleState, type ConsoleState } from './console-slice';

export const consoleReducer = combineSlices(baseApi, consoleSlice);
export type ConsoleRootState = ReturnType<typeof consoleReducer>;

export type ConsoleStoreOptions = ConsoleBaseQueryOptions & { console?: Partial<ConsoleState> };

/** A new store per start and per test; the generated admin endpoints ride on the console's transport. */
export function makeConsoleStore({ console: preloaded, ...transport }: ConsoleStoreOptions = {}) {
  const extra: ApiExtra = { baseQuery: createConsoleBaseQuery(transport) };
  return configureStore({
    reducer: consoleReducer,
    preloadedState: { console: { ...initialConsoleState, ...preloaded } },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
  });
}

export type ConsoleStore = ReturnType<typeof makeConsoleStore>;
export type ConsoleDispatch = ConsoleStore['dispatch'];
