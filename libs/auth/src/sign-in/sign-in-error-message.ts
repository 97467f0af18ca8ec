import type { Translate } from '@onair/i18n';
import type { ApiFailure } from '../shared/api-error';
import { serverText } from '../shared/server-text';

/** SPEC section 8: what a failed sign-in says. */
export function signInErrorMessage(t: Translate, failure: ApiFailure): string {
  if (failure.status === 401) return failure.message ? serverText(t, failure) : t('auth.login.invalidCredentials');
  if (failure.status === 423) return t('auth.login.blocked');
  if (failure.alertText) return failure.alertText;
  if (failure.message) return serverText(t, failure);
  return t('auth.social.unknownError');
}
