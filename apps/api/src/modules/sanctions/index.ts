// The sanctions module's public surface: the rest of the API imports it from here only.
export { memberBlockRoute } from './member-block-route';
