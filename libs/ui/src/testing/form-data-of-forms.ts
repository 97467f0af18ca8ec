/**
 * The test DOM's FormData is Node's (for Node's fetch), which cannot read a jsdom <form>. React 19
 * builds one from the form when a submit starts a transition (a search that changes the address),
 * only for useFormStatus, which our pages do not use: give it an empty one instead of a throw.
 * Call once from a jsdom project's setup file.
 */
export function letFormSubmitsStartTransitions() {
  const NodeFormData = globalThis.FormData;
  globalThis.FormData = class extends NodeFormData {
    constructor(form?: unknown) {
      super(form instanceof HTMLFormElement ? undefined : (form as undefined));
    }
  };
}
