import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useT, type MessageKey } from '@onair/i18n';

/** The type of a field error whose message is the API's text, already in the reader's language. */
export const SERVER_ERROR = 'server';

/**
 * A react-hook-form field error as text: the member forms' schemas say their messages as bundle
 * keys (so English readers get English), the API's refusals come worded (SERVER_ERROR).
 */
export function useFieldErrorText() {
  const t = useT();
  return useCallback(
    (error: FieldError | undefined): string | undefined => {
      if (!error?.message) return undefined;
      return error.type === SERVER_ERROR ? error.message : t(error.message as MessageKey);
    },
    [t],
  );
}

/** Every member form: messages are told at submit (and stay until the next), focus stays where it is. */
export const MEMBER_FORM_OPTIONS = { reValidateMode: 'onSubmit', shouldFocusError: false } as const;
