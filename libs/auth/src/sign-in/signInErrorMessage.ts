import type { Translate } from '@onair/i18n';
import type { ApiFailure } from '../shared/apiError';
import { translateMessage } from '../shared/serverMessages';

/** SPEC section 8: what a failed sign-in says. */
export function signInErrorMessage(t: Translate, failure: ApiFailure): string {
  if (failure.status === 401) return failure.message ? translateMessage(t, failure.message) : t('auth.login.invalidCredentials');
  if (failure.status === 423) return t('auth.login.blocked');
  if (failure.alertText) return failure.alertText;
  if (failure.message) return translateMessage(t, failure.message);
  return t('auth.social.unknownError');
}
