export { FEATURE_FLAGS, type BrandConfig, type FeatureFlag, type MaintenanceNotice } from './brand-config';
export { BRANDS, DEFAULT_BRAND, getBrand, isBrandCode } from './brands';
export { currencyName, isFeatureOn, serviceDisplayName, streamerTitle } from './naming';
export type { BrandCode, Locale, Theme } from '@onair/contracts';
