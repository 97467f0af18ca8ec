import { act, configure } from '@testing-library/react';
import { notify } from '@onair/ui';

// On a loaded machine a fake request and its re-render can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }) as unknown as MediaQueryList;

// Toasts live in a module-level store: one test's toast must not show up in the next.
afterEach(() => {
  act(() => notify.dismiss());
  window.sessionStorage.clear();
});
