// The customer service module's public surface: the rest of the API imports it from here only.
export { csRoutesPlugin } from './cs-routes';
