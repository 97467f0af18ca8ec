import { AUTH_MESSAGES as A, PHONE_MESSAGES as P, RATE_LIMIT_MESSAGES as R, VALIDATION_MESSAGES as V } from '@onair/contracts';
import type { MessageKey, Translate } from '@onair/i18n';

/**
 * The contract messages (what the shared valibot schemas and the API say) and their bundle keys,
 * so a Korean server or schema message is shown in the reader's language.
 */
const KEYS: Record<string, MessageKey> = {
  [V.loginId]: 'auth.validation.loginId',
  [V.loginIdTaken]: 'auth.validation.loginIdExists',
  [V.loginRequired]: 'auth.login.loginIdRequired',
  [V.password]: 'auth.validation.password',
  [V.passwordRequired]: 'auth.validation.checkPassword',
  [V.passwordMismatch]: 'auth.validation.passwordMismatch',
  [V.passwordCommon]: 'auth.validation.passwordCommon',
  [V.nickname]: 'auth.validation.nickname',
  [V.nicknameTaken]: 'auth.validation.nicknameTaken',
  [V.recommenderNotFound]: 'auth.validation.recommenderNotFound',
  [V.termsRequired]: 'auth.validation.termsRequired',
  [V.birthday]: 'auth.validation.checkBirthday',
  [V.name]: 'auth.validation.checkName',
  [V.gender]: 'auth.validation.checkGender',
  [V.phoneRequired]: 'auth.phone.required',
  [V.phoneNotVerified]: 'auth.phone.completeVerification',
  [V.captchaIncomplete]: 'auth.captcha.incomplete',
  [A.invalidCredentials]: 'auth.login.invalidCredentials',
  [A.blocked]: 'auth.login.blocked',
  [A.tooManyAttempts]: 'auth.login.tooManyAttempts',
  [A.unknownSocialError]: 'auth.social.unknownError',
  [A.invalidAccess]: 'auth.invalidAccess',
  [A.sessionExpired]: 'auth.sessionExpired',
  [A.membersOnly]: 'auth.membersOnly.text',
  [P.sent]: 'auth.phone.sent',
  [P.resendLocked]: 'auth.phone.resendLocked',
  [P.codeMismatch]: 'auth.phone.codeMismatch',
  [P.codeExpired]: 'auth.phone.codeExpired',
  [P.tooManyAttempts]: 'auth.phone.tooManyAttempts',
  [P.verified]: 'auth.phone.verifiedToast',
  [R.tooManyRequests]: 'apiError.rateLimited',
  '인증번호 6자리를 입력해주세요.': 'auth.phone.codeFormat',
};

/** The bundle key of a contract message, if it is one. */
export function messageKeyOf(message: string): MessageKey | undefined {
  return KEYS[message];
}

/** A server or schema message in the reader's language; an unknown one is shown as sent. */
export function translateMessage(t: Translate, message: string): string {
  const key = KEYS[message];
  return key ? t(key) : message;
}
