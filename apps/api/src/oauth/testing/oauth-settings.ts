import { SNS_PROVIDERS } from '@onair/contracts';
// The sandbox is the outside world in these tests: the real mock providers, over real HTTP.
// eslint-disable-next-line @nx/enforce-module-boundaries
import type { RunningOAuthProviders } from '../../../../sandbox/src/oauth/start-oauth-providers';
import type { ApiSettings } from '../../settings';

/** The API's OAuth clients, one per provider, pointed at the sandbox's providers. */
export function oauthSettingsFor(oauth: RunningOAuthProviders): ApiSettings['oauth'] {
  const entries = SNS_PROVIDERS.map((provider) => [
    provider,
    {
      issuer: oauth.providers[provider].issuer,
      clientId: `onair-${provider}`,
      clientSecret: `onair-${provider}-secret`,
    },
  ]);
  return Object.fromEntries(entries) as ApiSettings['oauth'];
}
