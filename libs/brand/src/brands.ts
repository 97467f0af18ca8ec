import { BRAND_CODES, type BrandCode } from '@onair/contracts';
import type { BrandConfig } from './brand-config';
import { bellcast } from './brands/bellcast';
import { mint } from './brands/mint';
import { nova } from './brands/nova';
import { onair } from './brands/onair';

export const BRANDS: Readonly<Record<BrandCode, BrandConfig>> = { onair, bellcast, mint, nova };

export const DEFAULT_BRAND = 'onair' satisfies BrandCode;

export function isBrandCode(value: unknown): value is BrandCode {
  return typeof value === 'string' && (BRAND_CODES as readonly string[]).includes(value);
}

/** The config of a site code; throws on anything that is not one of the four brands. */
export function getBrand(code: string): BrandConfig {
  if (!isBrandCode(code)) {
    throw new Error(`Unknown brand code "${code}" (expected one of: ${BRAND_CODES.join(', ')})`);
  }
  return BRANDS[code];
}
