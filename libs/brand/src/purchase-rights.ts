import type { BrandCode } from '@onair/contracts';

/**
 * The member's rights over currency they bought or were given (docs/money.md, "The member's
 * rights"). Purchased currency is valid 5 years from purchase whatever the brand (the KCC 2018
 * guideline, after the 5-year limitation of commercial claims), so that is not a setting.
 */
export type PurchaseRights = {
  /**
   * 청약철회 (전자상거래법 art. 17(1)): an approved purchase none of which is used may be withdrawn
   * by the member until the end of this many days after the day of purchase, in Korean time.
   */
  withdrawalDays: number;
  /** How long free currency (coupons, exchange events, grants) stays valid, in days from crediting. */
  freeValidityDays: number;
  /** How many days before a lot expires the member is told. */
  expiryNoticeDays: number;
};

export const DEFAULT_PURCHASE_RIGHTS: PurchaseRights = {
  withdrawalDays: 7,
  freeValidityDays: 5 * 365,
  expiryNoticeDays: 30,
};

/** What each brand sets differently from the default (docs/money.md lists them). */
const BRAND_PURCHASE_RIGHTS: Readonly<Record<BrandCode, Partial<PurchaseRights>>> = {
  onair: {},
  // Free bells (coupons, exchange events) are valid one year, disclosed on the shop page and the wallet.
  bellcast: { freeValidityDays: 365 },
  mint: {},
  nova: {},
};

/** The brand's setting, or the default where the brand sets none. */
export function purchaseRightsOf(brand: { code: BrandCode }): PurchaseRights {
  return { ...DEFAULT_PURCHASE_RIGHTS, ...BRAND_PURCHASE_RIGHTS[brand.code] };
}
