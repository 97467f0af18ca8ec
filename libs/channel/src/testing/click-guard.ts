import { act } from '@testing-library/react';
import { LIMITS } from '@onair/contracts';

/** Waits out the buttons' double-click guard (SPEC: 500 ms), as a person pressing again would. */
export const afterClickGuard = () =>
  act(() => new Promise<void>((resolve) => setTimeout(resolve, LIMITS.doubleClickGuardMs + 20)));
