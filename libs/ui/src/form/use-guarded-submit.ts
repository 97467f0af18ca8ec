import { useCallback, useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import type { FieldValues, SubmitErrorHandler, SubmitHandler, UseFormHandleSubmit } from 'react-hook-form';

export type GuardedSubmitOptions<TFieldValues extends FieldValues> = {
  /**
   * Sends on the trailing edge, this long after the last submit (signup: LIMITS.signupDebounceMs,
   * 1 s). 0, the default, sends at once.
   */
  debounceMs?: number;
  /** Runs when the schema (or an async field check) refuses the values. */
  onInvalid?: SubmitErrorHandler<TFieldValues>;
};

export type GuardedSubmit = {
  /** The form's onSubmit: prevents the browser's submit, then validates and sends. */
  submit: (event?: BaseSyntheticEvent) => void;
  /** From a submit until its handler settles, the debounce wait included. */
  pending: boolean;
};

/**
 * react-hook-form's handleSubmit with the submit rules every form shares: an optional debounce, and
 * never twice at once (a submit while the last one validates or waits on the server is dropped, which
 * isSubmitting alone cannot promise: it is state, read a render late).
 */
export function useGuardedSubmit<TFieldValues extends FieldValues, TTransformedValues = TFieldValues>(
  handleSubmit: UseFormHandleSubmit<TFieldValues, TTransformedValues>,
  onValid: SubmitHandler<TTransformedValues>,
  { debounceMs = 0, onInvalid }: GuardedSubmitOptions<TFieldValues> = {},
): GuardedSubmit {
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ handleSubmit, onValid, onInvalid });
  useEffect(() => {
    latest.current = { handleSubmit, onValid, onInvalid };
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      const { handleSubmit: submitWith, onValid: valid, onInvalid: invalid } = latest.current;
      await submitWith(valid, invalid)();
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);

  const submit = useCallback(
    (event?: BaseSyntheticEvent) => {
      event?.preventDefault();
      if (debounceMs <= 0) {
        void run();
        return;
      }
      setPending(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void run(), debounceMs);
    },
    [debounceMs, run],
  );

  return { submit, pending };
}
