import type { BrandCode } from '@onair/contracts';
import type { BrandConfig } from './brand-config';

/**
 * The brand configs this bundle carries. A brand app provides its own only, so the other brands'
 * configs (names, company details, money rules) stay out of its first screen; tests provide all four.
 */
const provided = new Map<BrandCode, BrandConfig>();

export function provideBrands(...configs: BrandConfig[]): void {
  for (const config of configs) provided.set(config.code, config);
}

/** The config of a provided brand; throws for one this app was not given. */
export function providedBrand(code: BrandCode): BrandConfig {
  const config = provided.get(code);
  if (!config) throw new Error(`Brand "${code}" was not provided to this app (provideBrands)`);
  return config;
}
