import { SNS_PROVIDERS } from '@onair/contracts';
import type { TestDatabaseTarget } from '@onair/db/testing';
// The sandbox is the outside world in these tests: the real mock providers, over real HTTP.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startOAuthProviders, type RunningOAuthProviders } from '../../../../../sandbox/src/oauth/start-oauth-providers';
import type { ApiSettings } from '../../../platform/config/settings';
import { startTestApi } from '../../../testing/test-api';

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

/** The sandbox's providers and an API that signs in through them; close() stops both. */
export async function startSocialLoginApi(target: TestDatabaseTarget) {
  const oauth = await startOAuthProviders();
  const api = await startTestApi(target, { settings: { oauth: oauthSettingsFor(oauth) } });
  return {
    oauth,
    api,
    async close() {
      await api.close();
      await oauth.stop();
    },
  };
}
