import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useConsoleT, type ConsoleMessageKey } from '../../i18n/use-console-t';

/** A staff form's field error in the reader's language: the schemas (staff-forms.ts) say console keys. */
export function useStaffFieldText() {
  const t = useConsoleT();
  return useCallback(
    (error: FieldError | undefined) => (error?.message ? t(error.message as ConsoleMessageKey) : undefined),
    [t],
  );
}
