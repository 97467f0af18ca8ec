// The social login module's public surface: the rest of the API imports it from here only.
export { oauthRoutesPlugin } from './oauth-routes';
export type { OAuthSettings } from './oauth-settings';
