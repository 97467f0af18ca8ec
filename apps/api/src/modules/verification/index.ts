// The verification module's public surface: the rest of the API imports it from here only.
export { verificationRoutesPlugin } from './verification-routes';
export type { VerificationSettings } from './verification-settings';
export { captchaIncompleteError, createCaptcha, type Captcha } from './captcha';
export { normalizePhone } from './phone-number';
export { solveCaptcha, solvedCaptchaToken } from './solve-captcha';
export { UpstreamError } from './upstream-error';
export { isVerifiedMinor, todayInKorea } from './adult-age';
export { identityDecisionText } from './identity-provider';
export { httpSmsProvider, type SmsProvider } from './sms-provider';
