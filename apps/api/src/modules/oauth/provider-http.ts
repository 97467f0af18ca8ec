import { SocialProviderError } from './oauth-errors';

/** A provider that has not answered in this long is treated as down. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** fetch to a provider; a network failure or timeout becomes a SocialProviderError. */
export async function providerFetch(url: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    throw new SocialProviderError(`${init.method ?? 'GET'} ${url} failed`, { cause: error });
  }
}

/** The JSON body of a provider's answer; anything else is the provider failing. */
export async function providerJson(response: Response, what: string): Promise<unknown> {
  try {
    return await response.json();
  } catch (error) {
    throw new SocialProviderError(`${what}: answer is not JSON (${response.status})`, { cause: error });
  }
}
