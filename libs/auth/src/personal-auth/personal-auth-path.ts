import { isSitePath } from '@onair/contracts';

export const PERSONAL_AUTH_PATH = '/my/personal-auth';

/**
 * /my/personal-auth, remembering where the member was (the live room they signed up from): the page
 * offers the way back, and goes back by itself once the check is approved. Only a path on this site
 * is remembered.
 */
export function personalAuthPath(returnTo: string | null | undefined): string {
  return isSitePath(returnTo) && !returnTo.startsWith(PERSONAL_AUTH_PATH)
    ? `${PERSONAL_AUTH_PATH}?callbackURL=${encodeURIComponent(returnTo)}`
    : PERSONAL_AUTH_PATH;
}
