// The home module's public surface: the rest of the API imports it from here only.
export { homeRoutesPlugin } from './home-routes';
export { homeStore } from './home-store';
export { viewerLocale } from './viewer-locale';
