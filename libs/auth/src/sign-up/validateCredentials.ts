import type * as v from 'valibot';
import { LoginId, Nickname } from '@onair/contracts';
import type { Translate } from '@onair/i18n';
import { firstIssue } from '../shared/firstIssue';
import { serverText } from '../shared/serverText';
import { agreementLevel, type AgreementValues } from '../terms/agreements';
import type { CredentialField, CredentialValues } from './fields';

/** One field's message by the shared schemas (SPEC section 5), or null. */
export function validateCredential(
  t: Translate,
  field: CredentialField,
  values: CredentialValues,
  passwordSchema: v.GenericSchema,
): string | null {
  const translate = (issue: string | null) => (issue ? serverText(t, issue) : null);
  switch (field) {
    case 'loginId':
      return translate(firstIssue(LoginId, values.loginId));
    case 'password':
      return translate(firstIssue(passwordSchema, values.password));
    case 'passwordConfirm':
      if (!values.passwordConfirm) return t('auth.validation.checkPassword');
      return values.passwordConfirm === values.password ? null : t('auth.validation.passwordMismatch');
    case 'nickname':
      return translate(firstIssue(Nickname, values.nickname));
    case 'recommendId':
      return null;
  }
}

export function validateAgreements(t: Translate, agreements: AgreementValues): string | null {
  return agreementLevel(agreements) === 'none' ? t('auth.validation.termsRequired') : null;
}
