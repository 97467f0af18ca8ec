// The follows module's public surface: the rest of the API imports it from here only.
export { followRoutesPlugin } from './follow-routes';
export { followStore } from './follow-store';
