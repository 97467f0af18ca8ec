// The operator console module's public surface: the rest of the API imports it from here only.
export { adminPlugin } from './admin-plugin';
