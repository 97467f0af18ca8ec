import type { ReactNode } from 'react';
import { isFeatureOn, type FeatureFlag } from '@onair/brand';
import { useBrand } from '@onair/store';
import { FeatureOffPage } from './FeatureOffPage';

/** Renders a page only where the brand offers its feature; elsewhere the not-offered page. */
export function FeatureGate({ flag, children }: { flag: FeatureFlag; children: ReactNode }) {
  const brand = useBrand();
  return isFeatureOn(brand, flag) ? children : <FeatureOffPage flag={flag} />;
}
