import { DEFAULT_OAUTH_PORTS, SNS_PROVIDERS, type SnsProvider } from './provider-profiles';

/** SANDBOX_OAUTH_{PROVIDER}_PORT overrides a provider's port; the defaults are the API's. */
export function readOAuthPorts(env: NodeJS.ProcessEnv = process.env): Record<SnsProvider, number> {
  const entries = SNS_PROVIDERS.map((provider) => {
    const name = `SANDBOX_OAUTH_${provider.toUpperCase()}_PORT`;
    const raw = env[name] || String(DEFAULT_OAUTH_PORTS[provider]);
    const port = /^\d+$/.test(raw) ? Number(raw) : NaN;
    if (!(port >= 1 && port <= 65535)) throw new Error(`Invalid environment: ${name} must be a port from 1 to 65535, got "${raw}"`);
    return [provider, port] as const;
  });
  return Object.fromEntries(entries) as Record<SnsProvider, number>;
}
