import { isFeatureOn, type BrandConfig } from '@onair/brand';
import type { MessageKey } from '@onair/i18n';

/**
 * What /my/earnings is called: 수익 및 출금 where the brand pays out withdrawals, 수익 내역 where
 * it does not (the page then shows only what was received). The menu and the page's title agree.
 */
export function earningsTitleKey(brand: BrandConfig): MessageKey {
  return isFeatureOn(brand, 'withdrawals') ? 'payments.nav.earnings' : 'payments.nav.earningsReceived';
}
