import { BRAND_CODES, type BrandCode } from '@onair/contracts';

/**
 * Where each brand's Pincrux offerwall lives, from PINCRUX_URL_<BRAND> (PINCRUX_URL_ONAIR, ...).
 * Unset or not an https URL: the brand offers none. Read here rather than in config.ts because
 * nothing else needs it; move it there when the offerwall gets more settings.
 */
export function pincruxUrls(env: NodeJS.ProcessEnv = process.env): Record<BrandCode, string | null> {
  return Object.fromEntries(BRAND_CODES.map((brand) => [brand, httpsUrl(env[`PINCRUX_URL_${brand.toUpperCase()}`])])) as Record<
    BrandCode,
    string | null
  >;
}

function httpsUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}
