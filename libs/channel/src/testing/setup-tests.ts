import { configure } from '@testing-library/react';
import { prepareToastsForTests } from '@onair/ui/testing';

// The live page arrives as a lazy chunk with the chat and payment code: on a loaded machine its
// first render takes longer than the default second.
configure({ asyncUtilTimeout: 5000 });

prepareToastsForTests();

// The home popup remembers its day in localStorage and its tab in sessionStorage: one test's must not reach the next.
afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// The test DOM's FormData is Node's (for Node's fetch), which cannot read a jsdom <form>. React 19
// builds one from the form when a submit starts a transition (a search that changes the address),
// only for useFormStatus, which these pages do not use: give it an empty one instead of a throw.
const NodeFormData = globalThis.FormData;
globalThis.FormData = class extends NodeFormData {
  constructor(form?: unknown) {
    super(form instanceof HTMLFormElement ? undefined : (form as undefined));
  }
};
