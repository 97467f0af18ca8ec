// Test helpers for projects that use @onair/ui: test setup files and component tests.
export { afterClickGuard } from './click-guard';
export { prepareToastsForTests } from './toasts-in-tests';
export { letFormSubmitsStartTransitions } from './form-data-of-forms';
