import { isSitePath } from '@onair/contracts';

/** Pages whose own URL makes no sense to return to after sign-in. */
const AUTH_PAGE_PREFIXES = ['/signin', '/signup', '/completed/signup', '/member/find', '/callback/'];

/**
 * Where sign-in should return to: the current page, or, on an auth page, the callbackURL that page
 * was given (a path on this site only), else home.
 */
export function callbackPathFor(pathname: string, search: string): string {
  if (!AUTH_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return `${pathname}${search}`;
  const given = new URLSearchParams(search).get('callbackURL');
  return isSitePath(given) ? given : '/';
}
