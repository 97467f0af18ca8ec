import type { ApiSettings } from '../../platform/config/settings';

/** What social login reads of the settings: the providers, and where the browser comes back to. */
export type OAuthSettings = Pick<ApiSettings, 'oauth' | 'webBaseUrl' | 'extraOrigins' | 'production'>;
