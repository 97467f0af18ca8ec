import { COOKIE_NAMES } from '@onair/contracts';

/** The partner code the shell stored from ?partnerCode (SPEC section 4), sent as pcode on signup. */
export function readPartnerCode(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE_NAMES.partnerCode}=`));
  return entry ? decodeURIComponent(entry.slice(COOKIE_NAMES.partnerCode.length + 1)) || undefined : undefined;
}
