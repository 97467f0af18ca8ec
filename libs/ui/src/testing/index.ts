// Test helpers for projects that use @onair/ui: test setup files and component tests.
export { afterClickGuard } from './clickGuard';
export { prepareToastsForTests } from './toastsInTests';
export { letFormSubmitsStartTransitions } from './formDataOfForms';
