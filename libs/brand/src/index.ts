export {
  DEFAULT_LIVE_REWIND_MINUTES,
  DEFAULT_MONEY_RULES,
  DEFAULT_QUALITY_LADDER,
  FEATURE_FLAGS,
  type BrandCompanyEn,
  type BrandConfig,
  type FeatureFlag,
  type MaintenanceNotice,
  type MoneyRules,
} from './brand-config';
export { BRANDS, DEFAULT_BRAND, getBrand, isBrandCode } from './brands';
export { provideBrands, providedBrand } from './provided-brands';
export {
  companyDetails,
  currencyName,
  isFeatureOn,
  serviceDisplayName,
  streamerTitle,
  type CompanyDetails,
} from './naming';
export { DEFAULT_PURCHASE_RIGHTS, purchaseRightsOf, type PurchaseRights } from './purchase-rights';
export type { BrandCode, Locale, Theme } from '@onair/contracts';
export { BRAND_MARKS } from './brand-marks';
