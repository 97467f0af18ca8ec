import type { ApiSettings } from '../../platform/config/settings';

/** What verification reads of the settings: the outside services, their secrets and the web's address. */
export type VerificationSettings = Pick<
  ApiSettings,
  | 'tokenSecret'
  | 'smsApiUrl'
  | 'identityApiUrl'
  | 'identityCallbackSecret'
  | 'webBaseUrl'
  | 'extraOrigins'
  | 'production'
>;
