// The home module's public surface: the rest of the API imports it from here only.
export { homeRoutesPlugin } from './home-routes';
