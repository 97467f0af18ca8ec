import type { AgreementValues } from '../terms/agreements';

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

export type SignupErrors<F extends string> = Partial<Record<F | 'agreements', string>>;

export type { AgreementValues };
