import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppType, BrandCode, Locale } from '@onair/contracts';

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
  },
  selectors: {
    selectBrandCode: (state) => state.brand,
    selectLocale: (state) => state.locale,
    selectAppType: (state) => state.appType,
    selectIsMobile: (state) => state.mobile,
  },
});

export const { localeChanged } = appSlice.actions;
export const { selectBrandCode, selectLocale, selectAppType, selectIsMobile } = appSlice.selectors;
