import type { BrandConfig } from '@onair/brand';

/**
 * The brand's cookie domain when the page is on it, so www. and m. share the language; otherwise
 * (localhost, a preview host) none: the browser would refuse a cookie for a domain it is not on.
 * The same rule as the API's session cookies.
 */
export function localeCookieDomain(brand: Pick<BrandConfig, 'cookieDomain'>, hostname: string): string | undefined {
  const bare = brand.cookieDomain.replace(/^\./, '');
  const host = hostname.toLowerCase();
  return host === bare || host.endsWith(`.${bare}`) ? brand.cookieDomain : undefined;
}
