import type { ConsoleMessageKey } from '../i18n/use-console-t';

/** What sign-in and enrolment both send (libs/contracts StaffSignInBody, StaffEnrolBody). */
export type Credentials = { login: string; password: string; code: string };
export type CredentialErrors = Partial<Record<keyof Credentials, ConsoleMessageKey>>;

/** The contract's own rules, checked before sending, so a typo is named at its field. */
export function checkCredentials({ login, password, code }: Credentials): CredentialErrors {
  const errors: CredentialErrors = {};
  if (!/^[a-z0-9._-]{3,40}$/.test(login.trim()))
    errors.login = login.trim() ? 'console.validation.login' : 'console.validation.required';
  if (!password) errors.password = 'console.validation.required';
  if (!/^\d{6}$/.test(code)) errors.code = 'console.validation.code';
  return errors;
}
