import { act } from '@testing-library/react';
import { LIMITS } from '@onair/contracts';

/**
 * Waits out the buttons' double-click guard (SPEC: 500 ms), as a person retrying after reading
 * an error does; a click sooner is swallowed by the guard, not by the code under test.
 */
export const afterClickGuard = () =>
  act(() => new Promise<void>((resolve) => setTimeout(resolve, LIMITS.doubleClickGuardMs + 20)));
