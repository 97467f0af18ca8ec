import type { FieldError } from 'react-hook-form';
import type { Translate } from '@onair/i18n';
import { fieldErrorText } from '../shared/field-error-text';

type AgreementsFieldError = FieldError & { terms?: FieldError; privacy?: FieldError };

/** The terms message: the contract puts it on a required consent, the server on the whole group. */
export function agreementsError(t: Translate, error: FieldError | undefined): string | undefined {
  const group = error as AgreementsFieldError | undefined;
  return fieldErrorText(t, group?.message ?? group?.terms?.message ?? group?.privacy?.message);
}
