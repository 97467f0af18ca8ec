// Test helpers for projects that use @onair/ui; imported only from test setup files.
export { prepareToastsForTests } from './toastsInTests';
