// The member streams module's public surface: the rest of the API imports it from here only.
export { memberStreamRoutesPlugin } from './stream-routes';
