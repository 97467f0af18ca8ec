import { act } from '@testing-library/react';
import { toast } from 'react-hot-toast';

/**
 * For a jsdom test setup file of a project whose components toast: jsdom has no matchMedia (react-hot-toast
 * asks it about reduced motion), and toasts live in a module-level store, so one test's toast must not
 * show up in the next. Removed, not dismissed: a dismissed toast stays on the page through its exit
 * animation, long enough for the next test's findByText to find it.
 */
export function prepareToastsForTests(): void {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
  afterEach(() => {
    act(() => toast.remove());
  });
}
