import type { FeatureFlag } from '@onair/brand';
import type { MessageKey } from '@onair/i18n';

/** The feature.* name of each flag (some take {currency}). */
export const featureNameKey = (flag: FeatureFlag): MessageKey => `feature.${flag}`;
