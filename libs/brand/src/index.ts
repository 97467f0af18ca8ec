export {
  FEATURE_FLAGS,
  type BrandCompanyEn,
  type BrandConfig,
  type FeatureFlag,
  type MaintenanceNotice,
} from './brand-config';
export { BRANDS, DEFAULT_BRAND, getBrand, isBrandCode } from './brands';
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
