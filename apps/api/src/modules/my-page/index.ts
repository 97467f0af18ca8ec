// The my page module's public surface: the rest of the API imports it from here only.
export { myPageRoutesPlugin } from './my-page-routes';
