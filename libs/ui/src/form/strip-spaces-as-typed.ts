import type { ChangeEvent } from 'react';
import { stripSpaces } from '@onair/contracts';

type Registration = { onChange: (event: ChangeEvent<HTMLInputElement>) => unknown };

/**
 * A register() result whose input rewrites what is typed or pasted (digits only, no spaces) before
 * react-hook-form reads the value. The input's value is set only when the rewrite changed it, so
 * ordinary typing keeps the caret where it is.
 */
export function rewriteAsTyped<R extends Registration>(registration: R, rewrite: (value: string) => string): R {
  return {
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const rewritten = rewrite(event.target.value);
      if (rewritten !== event.target.value) event.target.value = rewritten;
      return registration.onChange(event);
    },
  };
}

/** A register() result whose input drops every space as it is typed (SPEC section 5: IDs, passwords, nicknames). */
export function stripSpacesAsTyped<R extends Registration>(registration: R): R {
  return rewriteAsTyped(registration, stripSpaces);
}
