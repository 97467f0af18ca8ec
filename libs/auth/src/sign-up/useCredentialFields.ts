import { useState } from 'react';
import type * as v from 'valibot';
import { stripSpaces } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { NO_AGREEMENTS, type AgreementValues } from '../terms/agreements';
import { EMPTY_CREDENTIALS, type CredentialField, type CredentialValues } from './fields';
import { useAvailability } from './useAvailability';
import { validateAgreements, validateCredential } from './validateCredentials';

const FIELDS: CredentialField[] = ['loginId', 'password', 'passwordConfirm', 'nickname', 'recommendId'];

/**
 * The shared part of both signup forms: values (spaces stripped as typed), per-field messages on
 * blur, the uniqueness and recommender checks, and the full check before submit.
 */
export function useCredentialFields(passwordSchema: v.GenericSchema) {
  const t = useT();
  const [values, setValues] = useState<CredentialValues>(EMPTY_CREDENTIALS);
  const [agreements, setAgreements] = useState<AgreementValues>(NO_AGREEMENTS);
  const [errors, setErrors] = useState<Partial<Record<CredentialField | 'agreements', string | null>>>({});
  const availability = useAvailability();

  const setError = (field: CredentialField | 'agreements', message: string | null) =>
    setErrors((current) => ({ ...current, [field]: message }));

  const change = (field: CredentialField, raw: string) => {
    setValues((current) => ({ ...current, [field]: stripSpaces(raw) }));
    setError(field, null);
  };

  /** The field's own rule, then (when it passes) its server check. */
  const check = async (field: CredentialField, current: CredentialValues): Promise<boolean> => {
    const message = validateCredential(t, field, current, passwordSchema);
    if (message) {
      setError(field, message);
      return false;
    }
    const value = current[field];
    const server = field === 'loginId' || field === 'nickname' || (field === 'recommendId' && value !== '');
    if (!server) return true;
    const answer = await availability.ask(field as 'loginId' | 'nickname' | 'recommendId', value);
    if (answer && !answer.ok) {
      setError(field, answer.message);
      return false;
    }
    return true;
  };

  const blur = (field: CredentialField) => {
    if (field === 'recommendId' || values[field] !== '' || field === 'passwordConfirm') void check(field, values);
  };

  /** Every field and the terms; shows each message and answers whether the form may be sent. */
  const validateAll = async (): Promise<boolean> => {
    const results = await Promise.all(FIELDS.map((field) => check(field, values)));
    const termsMessage = validateAgreements(t, agreements);
    setError('agreements', termsMessage);
    return results.every(Boolean) && termsMessage === null;
  };

  /** A hint under a field the server accepted. */
  const okHint = (field: 'loginId' | 'nickname' | 'recommendId'): string | undefined => {
    if (errors[field] || !availability.resultFor(field, values[field])?.ok) return undefined;
    const keys = { loginId: 'auth.validation.loginIdAvailable', nickname: 'auth.validation.nicknameAvailable', recommendId: 'auth.validation.recommenderFound' } as const;
    return t(keys[field]);
  };

  return { values, change, blur, errors, setError, agreements, setAgreements, validateAll, okHint };
}

export type CredentialFieldsState = ReturnType<typeof useCredentialFields>;
