/** Korea's dial code: numbers there are written and texted in the domestic 010… form. */
export const KOREA = '82';

/**
 * One spelling per phone, so '01012345678' and '1012345678' (both +82 10-1234-5678) are the same
 * phone: for Korea the domestic form with its leading 0, elsewhere the national number without it.
 * phone_verifications.phone holds this form.
 */
export function normalizePhone(countryCode: string, phone: string): string {
  const national = phone.replace(/^0+/, '');
  return countryCode === KOREA ? `0${national}` : national;
}

/** What the SMS provider is given: 010… inside Korea, +{dial code}{national number} elsewhere. */
export function smsRecipient(countryCode: string, phone: string): string {
  const national = phone.replace(/^0+/, '');
  return countryCode === KOREA ? `0${national}` : `+${countryCode}${national}`;
}

/** 010-****-5678 for Korea; +1 ******5678 elsewhere. Only the last four digits show. */
export function maskPhone(countryCode: string | null, phone: string): string {
  const normalized = normalizePhone(countryCode ?? KOREA, phone);
  const last = normalized.slice(-4);
  if ((countryCode ?? KOREA) === KOREA) return `${normalized.slice(0, 3)}-${'*'.repeat(Math.max(normalized.length - 7, 1))}-${last}`;
  return `+${countryCode} ${'*'.repeat(Math.max(normalized.length - 4, 1))}${last}`;
}

/** de****er: enough for the owner to recognise the ID, not enough for anyone else to use it. */
export function maskLoginId(loginId: string): string {
  if (loginId.length <= 4) return `${loginId.slice(0, 1)}****`;
  return `${loginId.slice(0, 2)}****${loginId.slice(-2)}`;
}
