import type { ChangeEvent } from 'react';
import { stripSpaces } from '@onair/contracts';

type Registration = { onChange: (event: ChangeEvent<HTMLInputElement>) => unknown };

/**
 * A register() result whose input drops every space as it is typed or pasted (SPEC section 5: IDs,
 * passwords, nicknames), before react-hook-form reads the value. The input's value is rewritten only
 * when it held a space, so ordinary typing keeps the caret where it is.
 */
export function stripSpacesAsTyped<R extends Registration>(registration: R): R {
  return {
    ...registration,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const stripped = stripSpaces(event.target.value);
      if (stripped !== event.target.value) event.target.value = stripped;
      return registration.onChange(event);
    },
  };
}
