import type { Translate } from '@onair/i18n';
import type { ApiFailure } from '../shared/api-error';
import { serverText } from '../shared/server-text';

/** The keys a 423 carries when the API says how long the block lasts (docs/permissions.md, sanctions). */
const BLOCK_KEYS = new Set(['sanction.blockedUntil', 'sanction.blockedPermanently']);

/**
 * SPEC section 8's 423 text, followed by the block's end date or that it is permanent when the
 * API says so, so a blocked member knows until when rather than only that they are blocked.
 */
function blockedMessage(t: Translate, failure: ApiFailure): string {
  const blocked = t('auth.login.blocked');
  return failure.key && BLOCK_KEYS.has(failure.key) ? `${blocked}. ${serverText(t, failure)}` : blocked;
}

/** SPEC section 8: what a failed sign-in says. */
export function signInErrorMessage(t: Translate, failure: ApiFailure): string {
  if (failure.status === 401) return failure.message ? serverText(t, failure) : t('auth.login.invalidCredentials');
  if (failure.status === 423) return blockedMessage(t, failure);
  if (failure.alertText) return failure.alertText;
  if (failure.message) return serverText(t, failure);
  return t('auth.social.unknownError');
}
