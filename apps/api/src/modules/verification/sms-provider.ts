/** Sends texts; the sandbox stands in for the real provider in development and tests. */
export type SmsProvider = { send(message: { to: string; text: string }): Promise<void> };

export class SmsProviderError extends Error {}

const TIMEOUT_MS = 5000;

/** POSTs {to, text} as JSON to {baseUrl}/sms/send; any failure (network, timeout, non-2xx) throws SmsProviderError. */
export function httpSmsProvider(baseUrl: string): SmsProvider {
  const url = `${baseUrl.replace(/\/+$/, '')}/sms/send`;
  return {
    async send(message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(message),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsProviderError(`SMS provider unreachable: ${(error as Error).message}`);
      }
      if (!response.ok) throw new SmsProviderError(`SMS provider answered ${response.status}: ${await response.text().catch(() => '')}`);
    },
  };
}
