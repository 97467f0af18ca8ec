import * as v from 'valibot';
import { SocialProviderError } from './oauth-errors';
import { providerFetch, providerJson } from './provider-http';

const Endpoint = v.pipe(v.string(), v.url());
const DiscoveryDocument = v.object({
  authorization_endpoint: Endpoint,
  token_endpoint: Endpoint,
  userinfo_endpoint: Endpoint,
});

export type ProviderEndpoints = { authorize: string; token: string; userinfo: string };

/**
 * The endpoints each issuer publishes at /.well-known/openid-configuration, fetched once per
 * issuer and kept; a failed fetch is forgotten so the next sign-in tries again.
 */
export function createDiscovery() {
  const cache = new Map<string, Promise<ProviderEndpoints>>();

  async function fetchEndpoints(issuer: string): Promise<ProviderEndpoints> {
    const url = `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    const response = await providerFetch(url);
    if (!response.ok) throw new SocialProviderError(`discovery ${url}: ${response.status}`);
    const document = v.safeParse(DiscoveryDocument, await providerJson(response, 'discovery'));
    if (!document.success) throw new SocialProviderError(`discovery ${url}: endpoints missing`);
    const { authorization_endpoint: authorize, token_endpoint: token, userinfo_endpoint: userinfo } = document.output;
    return { authorize, token, userinfo };
  }

  return {
    endpointsOf(issuer: string): Promise<ProviderEndpoints> {
      let endpoints = cache.get(issuer);
      if (!endpoints) {
        endpoints = fetchEndpoints(issuer);
        cache.set(issuer, endpoints);
        endpoints.catch(() => cache.delete(issuer));
      }
      return endpoints;
    },
  };
}

export type Discovery = ReturnType<typeof createDiscovery>;
