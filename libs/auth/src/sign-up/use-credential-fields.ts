import { useFormContext, useWatch } from 'react-hook-form';
import { useT } from '@onair/i18n';
import { stripSpacesAsTyped } from '@onair/ui';
import { fieldErrorText } from '../shared/field-error-text';
import type { CredentialField } from './fields';
import type { CredentialFormValues } from './signup-schema';
import type { useAvailability } from './use-availability';

/** Fields checked on blur even when empty: an empty confirmation is wrong, an empty recommender is fine. */
const CHECKED_WHEN_EMPTY: ReadonlySet<CredentialField> = new Set(['passwordConfirm', 'recommendId']);

const OK_HINTS = {
  loginId: 'auth.validation.loginIdAvailable',
  nickname: 'auth.validation.nicknameAvailable',
  recommendId: 'auth.validation.recommenderFound',
} as const;

/**
 * The shared part of both signup forms, inside their react-hook-form FormProvider: each input
 * registered with spaces stripped as typed, its message cleared as it changes, its own rule and
 * server check run on blur (a field left empty waits for the submit), and the hint under a field the
 * server accepted.
 */
export function useCredentialFields(availability: ReturnType<typeof useAvailability>) {
  const t = useT();
  const { register, trigger, clearErrors, getValues, formState, control } = useFormContext<CredentialFormValues>();
  const values = useWatch({ control });

  const bind = (field: CredentialField) => ({
    ...stripSpacesAsTyped(
      register(field, {
        onChange: () => clearErrors(field),
        onBlur: () => {
          if (CHECKED_WHEN_EMPTY.has(field) || getValues(field) !== '') void trigger(field);
        },
      }),
    ),
    error: fieldErrorText(t, formState.errors[field]?.message),
  });

  const okHint = (field: keyof typeof OK_HINTS): string | undefined => {
    if (formState.errors[field] || !availability.resultFor(field, values[field] ?? '')?.ok) return undefined;
    return t(OK_HINTS[field]);
  };

  return { bind, okHint };
}
