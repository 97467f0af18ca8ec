import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppType, BrandCode, Locale } from '@onair/contracts';
import type { AppEnvironment } from './app-environment';

export type AppState = { brand: BrandCode; locale: Locale; appType: AppType; mobile: boolean };

const initialState: AppState = { brand: 'onair', locale: 'ko', appType: 'MAIN', mobile: false };

/** Where and how the app runs: brand, language, MAIN or EMBED, desktop or mobile. */
export const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    localeChanged(state, action: PayloadAction<Locale>) {
      state.locale = action.payload;
    },
    /** Once at the app root: the app query parameter and the user agent (detectAppEnvironment). */
    appEnvironmentDetected(state, action: PayloadAction<AppEnvironment>) {
      state.appType = action.payload.appType;
      state.mobile = action.payload.mobile;
    },
  },
  selectors: {
    selectBrandCode: (state) => state.brand,
    selectLocale: (state) => state.locale,
    selectAppType: (state) => state.appType,
    selectIsMobile: (state) => state.mobile,
  },
});

export const { localeChanged, appEnvironmentDetected } = appSlice.actions;
export const { selectBrandCode, selectLocale, selectAppType, selectIsMobile } = appSlice.selectors;
