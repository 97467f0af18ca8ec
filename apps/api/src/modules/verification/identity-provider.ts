/** Identity verification at an outside provider; the sandbox stands in for it in development and tests. */
export type IdentityProvider = {
  /** Registers a request; answers the provider's page the member completes in a popup. */
  request(input: { requestId: string; callbackUrl: string; returnUrl: string }): Promise<{ url: string }>;
};

export class IdentityProviderError extends Error {}

const TIMEOUT_MS = 5000;

/** POSTs to {baseUrl}/identity/requests; any failure (network, timeout, non-2xx, no url) throws IdentityProviderError. */
export function httpIdentityProvider(baseUrl: string): IdentityProvider {
  const url = `${baseUrl.replace(/\/+$/, '')}/identity/requests`;
  return {
    async request(input) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(input),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new IdentityProviderError(`identity provider unreachable: ${(error as Error).message}`);
      }
      const answer = (await response.json().catch(() => null)) as { url?: unknown } | null;
      if (!response.ok || typeof answer?.url !== 'string') throw new IdentityProviderError(`identity provider answered ${response.status}`);
      return { url: answer.url };
    },
  };
}

/**
 * The text the provider signs with the shared secret: `${requestId}.${result}.${birthday ?? ''}`,
 * then `.${name}` when it sends the verified name. A provider that sends no name signs the older
 * text, so it keeps working; one that does cannot have its name swapped without the signature failing.
 */
export const identityDecisionText = (decision: { requestId: string; result: string; birthday?: string | null; name?: string | null }) =>
  `${decision.requestId}.${decision.result}.${decision.birthday ?? ''}${decision.name ? `.${decision.name}` : ''}`;
