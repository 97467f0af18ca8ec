import { provideAllBrands } from '@onair/brand/testing';
import { configure } from '@testing-library/react';
import { letFormSubmitsStartTransitions, prepareToastsForTests } from '@onair/ui/testing';

// The live page arrives as a lazy chunk with the chat and payment code: on a loaded machine its
// first render takes longer than the default second.
configure({ asyncUtilTimeout: 5000 });

prepareToastsForTests();

// The home popup remembers its day in localStorage and its tab in sessionStorage: one test's must not reach the next.
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

letFormSubmitsStartTransitions();
provideAllBrands();
