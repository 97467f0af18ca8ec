import type { BrandConfig, FeatureFlag } from '@onair/brand';
import { MONEY_CODES, moneyRefusal } from './money-errors';

/** A brand that switched a feature off answers its routes with 404 and says so, rather than half working. */
export function requireFeature(brand: BrandConfig, feature: FeatureFlag) {
  if (!brand.features[feature]) throw moneyRefusal(404, MONEY_CODES.featureOff, 'featureOff', brand);
}
