// The real sandbox gateway runs in the test's process, so it outlives the API when the kill test
// shoots the API down; no other project imports it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { buildSandboxApp } from '../../../sandbox/src/app';

/**
 * Webhook retries spread over about half a minute, so deliveries the killed API refused or never
 * answered get through once it is back, and a storm does not wait long for the last of them.
 */
const WEBHOOK_RETRY_DELAYS_MS = [50, 200, 500, 1000, 2000, 4000, 8000, 15000];

type Delivery = {
  state: string;
  status: string;
  attempts: Array<{ responseStatus: number | null; error: string | null }>;
};
type SandboxPayment = { paymentKey: string; orderId: string; status: string; deliveries: Delivery[] };

export type SandboxGateway = {
  url: string;
  /** Every payment the gateway knows, with its webhook deliveries. */
  payments(): Promise<SandboxPayment[]>;
  /** Waits until no webhook is being sent or waiting for a retry; answers the deliveries that failed for good. */
  settled(timeoutMs: number): Promise<{ deliveries: number; failed: string[] }>;
  close(): Promise<void>;
};

export async function startSandboxGateway(): Promise<SandboxGateway> {
  const app = buildSandboxApp({ gateway: { retryDelaysMs: WEBHOOK_RETRY_DELAYS_MS } });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const payments = async () => {
    const response = await fetch(`${url}/gateway/test/payments`);
    return ((await response.json()) as { payments: SandboxPayment[] }).payments;
  };
  return {
    url,
    payments,
    async settled(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const all = await payments();
        const deliveries = all.flatMap((payment) => payment.deliveries.map((delivery) => ({ payment, delivery })));
        const busy = deliveries.filter(({ delivery }) => delivery.state !== 'delivered' && delivery.state !== 'failed');
        if (busy.length === 0 || Date.now() > deadline) {
          const failed = deliveries
            .filter(({ delivery }) => delivery.state !== 'delivered')
            .map(
              ({ payment, delivery }) =>
                `webhook ${delivery.status} of ${payment.orderId} ${delivery.state}: ${JSON.stringify(delivery.attempts.at(-1) ?? null)}`,
            );
          return { deliveries: deliveries.length, failed };
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () => app.close(),
  };
}
