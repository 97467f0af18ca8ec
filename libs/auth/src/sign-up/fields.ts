import { NO_AGREEMENTS, type AgreementValues } from '../terms/agreements';

/** The fields domestic and foreign signup share. */
export type CredentialValues = {
  loginId: string;
  password: string;
  passwordConfirm: string;
  nickname: string;
  recommendId: string;
};

export type CredentialField = keyof CredentialValues;

export const EMPTY_CREDENTIALS: CredentialValues = { loginId: '', password: '', passwordConfirm: '', nickname: '', recommendId: '' };

/** What a signup form starts with: empty fields, nothing agreed. */
export const EMPTY_SIGNUP = { ...EMPTY_CREDENTIALS, agreements: NO_AGREEMENTS };

export type { AgreementValues };
